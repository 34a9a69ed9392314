package io.nosagent.config.validate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.Rtsw;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.JsonText;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Bad watchdog settings are refused at the path of the offending leaf, with the reason: times outside
 * SONiC's limits, a time that is not a number, an action that does not exist, a poll slower than a
 * detection or restoration time, a port the switch does not have.
 */
class PfcWatchdogValidationTest {

    private static final String WD = "/nosagent-pfcwd:pfc-watchdog";

    private final IntentCodec codec = new IntentCodec();

    private List<String> problems(String watchdog) {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        doc.set("nosagent-pfcwd:pfc-watchdog", JsonText.parse(watchdog, "watchdog"));
        var e = catchThrowableOfType(ConfigException.class, () -> codec.decode(doc, "watchdog.json", Rtsw.context()));
        return e == null ? List.of() : e.errors().stream().map(ConfigError::toString).toList();
    }

    @Test
    void settingsInsideTheLimitsAreFine() {
        assertThat(problems("""
                {"config": {"poll-interval": 100, "detection-time": 100, "restoration-time": 60000, "action": "forward"},
                 "interfaces": {"interface": [{"name": "eth1/3/1", "config": {"name": "eth1/3/1", "detection-time": 5000,
                   "action": "alert"}, "queues": {"queue": [{"index": 3, "config": {"index": 3, "restoration-time": 100}}]}}]}}
                """)).isEmpty();
    }

    @Test
    void aDetectionTimeOf40MillisecondsIsRefusedAtItsLeaf() {
        assertThat(problems("{\"config\": {\"detection-time\": 40}}")).singleElement().asString()
                .startsWith(WD + "/config/detection-time: ").contains("40").contains("100..5000");
    }

    @Test
    void aDetectionTimeThatIsNotANumberIsRefusedAtItsLeaf() {
        assertThat(problems("""
                {"interfaces": {"interface": [{"name": "eth1/3/1", "config": {"name": "eth1/3/1", "detection-time": "400a"}}]}}
                """)).singleElement().asString()
                .startsWith(WD + "/interfaces/interface[name=eth1/3/1]/config/detection-time: ").contains("400a");
    }

    @Test
    void anActionThatDoesNotExistIsRefusedNamingTheOnesThatDo() {
        assertThat(problems("{\"config\": {\"action\": \"explode\"}}")).singleElement().asString()
                .startsWith(WD + "/config/action: ").contains("explode").contains("drop").contains("forward").contains("alert");
    }

    @Test
    void restorationTimesOutsideTheirLimitsAreRefused() {
        assertThat(problems("""
                {"interfaces": {"interface": [{"name": "eth1/3/1", "queues": {"queue": [
                   {"index": 3, "config": {"index": 3, "restoration-time": 60001}}]}}]}}
                """)).singleElement().asString()
                .startsWith(WD + "/interfaces/interface[name=eth1/3/1]/queues/queue[index=3]/config/restoration-time: ");
    }

    @Test
    void aPollSlowerThanTheSwitchWideDetectionTimeIsRefusedAtThePollInterval() {
        assertThat(problems("{\"config\": {\"poll-interval\": 300, \"detection-time\": 200, \"restoration-time\": 400}}"))
                .containsExactly(WD + "/config/poll-interval: poll-interval 300 ms is longer than detection-time 200 ms at "
                        + WD + "/config/detection-time: the watchdog must judge a queue at least once within each detection"
                        + " and restoration time");
    }

    @Test
    void aPollSlowerThanOneQueuesRestorationTimeIsRefusedNamingThatQueue() {
        assertThat(problems("""
                {"config": {"poll-interval": 200, "detection-time": 400, "restoration-time": 400},
                 "interfaces": {"interface": [{"name": "eth1/5/1", "queues": {"queue": [
                   {"index": 4, "config": {"index": 4, "restoration-time": 150}}]}}]}}
                """)).singleElement().asString()
                .startsWith(WD + "/config/poll-interval: poll-interval 200 ms is longer than restoration-time 150 ms at "
                        + WD + "/interfaces/interface[name=eth1/5/1]/queues/queue[index=4]/config/restoration-time");
    }

    @Test
    void aPollOutsideItsLimitsIsRefused() {
        assertThat(problems("{\"config\": {\"poll-interval\": 50}}")).singleElement().asString()
                .startsWith(WD + "/config/poll-interval: ").contains("100..1000");
    }

    @Test
    void aPortTheSwitchDoesNotHaveIsRefused() {
        assertThat(problems("{\"interfaces\": {\"interface\": [{\"name\": \"eth1/99/1\"}]}}")).containsExactly(
                WD + "/interfaces/interface[name=eth1/99/1]: unknown interface 'eth1/99/1' (not a port of this switch)");
    }
}
