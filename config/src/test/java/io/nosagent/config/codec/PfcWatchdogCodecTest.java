package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.Rtsw;
import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.pfcwd.PortWatchdog;
import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.config.intent.pfcwd.WatchdogOverrides;
import io.nosagent.config.intent.pfcwd.WatchdogSettings;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The watchdog section from a document to intent and back: defaults when absent, inheritance from
 * switch to port to queue, path edits, and a commit of only this section shows in the delta.
 */
class PfcWatchdogCodecTest {

    private final IntentCodec codec = new IntentCodec();

    static final String ALL_LEAVES = """
            {"config": {"enabled": true, "poll-interval": 100, "big-red-switch": false, "detection-time": 400,
                        "restoration-time": 2000, "action": "drop"},
             "interfaces": {"interface": [
               {"name": "eth1/3/1", "config": {"name": "eth1/3/1", "enabled": true, "detection-time": 300, "action": "forward"},
                "queues": {"queue": [{"index": 4, "config": {"index": 4, "action": "alert", "restoration-time": 500}}]}},
               {"name": "eth1/20/1", "config": {"name": "eth1/20/1", "enabled": false}}]}}
            """;

    static PfcWatchdogIntent decoded(String section) {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        doc.set("nosagent-pfcwd:pfc-watchdog", JsonText.parse(section, "wd"));
        return PfcWatchdogIntent.of(new IntentCodec().decode(doc, "wd", Rtsw.context()));
    }

    @Test
    void anUnconfiguredSwitchWatchesEveryLosslessQueueWithSonicsDefaultsAndWritesNothing() {
        var intent = Rtsw.exampleIntent();

        assertThat(PfcWatchdogIntent.of(intent)).isEqualTo(PfcWatchdogIntent.DEFAULT);
        assertThat(PfcWatchdogIntent.of(intent).settings("eth1/3/1", 3)).contains(new WatchdogSettings(200, 200, StormAction.DROP));
        assertThat(codec.encode(intent).has("nosagent-pfcwd:pfc-watchdog")).isFalse();
    }

    @Test
    void queuesInheritFromTheirPortWhichInheritsFromTheSwitch() {
        var wd = decoded(ALL_LEAVES);

        assertThat(wd.settings("eth1/3/1", 4)).contains(new WatchdogSettings(300, 500, StormAction.ALERT));
        assertThat(wd.settings("eth1/3/1", 3)).contains(new WatchdogSettings(300, 2000, StormAction.FORWARD));
        assertThat(wd.settings("eth1/4/1", 3)).contains(new WatchdogSettings(400, 2000, StormAction.DROP));
        assertThat(wd.settings("eth1/20/1", 3)).as("watchdog off on that port").isEmpty();
    }

    @Test
    void everyLeafReadsBackAsWritten() {
        var intent = Rtsw.exampleIntent().with(PfcWatchdogIntent.SECTION, decoded(ALL_LEAVES));
        var reread = codec.parse(codec.print(intent), "again", Rtsw.context());

        assertThat(reread).isEqualTo(intent);
        assertThat(codec.encode(intent).get("nosagent-pfcwd:pfc-watchdog")).isEqualTo(JsonText.parse(ALL_LEAVES, "wd"));
    }

    @Test
    void aPathEditChangesOneQueueAndTheDeltaNamesOnlyTheWatchdog() {
        var before = Rtsw.exampleIntent();
        var tree = codec.tree(before).update(ConfigPath.parse(
                "/nosagent-pfcwd:pfc-watchdog/interfaces/interface[name=eth1/3/1]/queues/queue[index=3]/config"),
                JsonText.parse("{\"detection-time\": 1000}", "t"));
        var after = codec.decode(tree, "edit", Rtsw.context());

        assertThat(PfcWatchdogIntent.of(after)).isEqualTo(PfcWatchdogIntent.DEFAULT.withPort(
                PortWatchdog.named("eth1/3/1").withQueue(3, WatchdogOverrides.NONE.withDetectionMillis(1000))));
        var delta = IntentDelta.between(before, after);
        assertThat(delta.change(PfcWatchdogIntent.SECTION)).isPresent();
        assertThat(delta.interfaces().isEmpty()).isTrue();
        assertThat(delta.reversed().change(PfcWatchdogIntent.SECTION).orElseThrow().after()).isEqualTo(PfcWatchdogIntent.DEFAULT);
    }
}
