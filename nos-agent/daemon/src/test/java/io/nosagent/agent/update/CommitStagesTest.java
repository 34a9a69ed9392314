package io.nosagent.agent.update;

import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.store.ConfigStore;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.time.WallClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The agent says where a commit's time went (validate, program, persist), for the version it made. */
class CommitStagesTest {

    @Test
    void aCommitReportsItsStagesAndTheProgrammingStageHoldsWhatTheProgrammersTook(@TempDir Path dir) throws Exception {
        var codec = new IntentCodec();
        var context = ValidationContext.forInterfaces(List.of("eth1/17/1"));
        try (var time = new WallClock(); var loop = new UpdateLoop(time); var store = ConfigStore.open(dir, codec, context)) {
            var service = new IntentService(loop, List.of(delta -> sleep(30)), store, codec, context, SwitchIntent.named("rtsw"),
                    new Published<>("commits"));
            assertThat(service.lastStages()).isEmpty();

            var commit = service.commit(SwitchIntent.named("rtsw").withInterface(InterfaceIntent.named("eth1/17/1")), "start").get();

            var stages = service.lastStages().orElseThrow();
            assertThat(stages.version()).isEqualTo(commit.version());
            assertThat(stages.program()).isGreaterThanOrEqualTo(Duration.ofMillis(30));
            assertThat(stages.validate()).isPositive();
            assertThat(stages.persist()).isPositive();
            assertThat(stages.total()).isEqualTo(stages.validate().plus(stages.program()).plus(stages.persist()));
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
