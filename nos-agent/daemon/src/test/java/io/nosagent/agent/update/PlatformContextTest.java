package io.nosagent.agent.update;

import io.nosagent.config.validate.ValidationContext;
import io.nosagent.sai.platform.PlatformLoader;
import org.junit.jupiter.api.Test;

import java.util.OptionalInt;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class PlatformContextTest {

    @Test
    void theRtswProfileGivesSixteenDownlinksEighteenUplinksAndItsTableLimits() {
        var platform = new PlatformLoader().load("rtsw");
        var ports = platform.ports().stream().map(p -> p.name()).toList();

        ValidationContext context = PlatformContext.of(platform, ports);

        assertThat(context.interfaceNames()).containsExactlyInAnyOrderElementsOf(ports);
        assertThat(context.downlinks()).containsExactlyInAnyOrderElementsOf(
                IntStream.rangeClosed(1, 16).mapToObj(i -> "eth1/" + i + "/1").toList());
        assertThat(context.uplinks()).containsExactlyInAnyOrderElementsOf(
                IntStream.rangeClosed(17, 34).mapToObj(i -> "eth1/" + i + "/1").toList());
        assertThat(context.routingLimits().fineGrainedBuckets()).isEqualTo(OptionalInt.of(4096));
        assertThat(context.routingLimits().flowletTableSize()).isEqualTo(OptionalInt.of(32768));
        assertThat(context.routingLimits().ecmpMembers()).as("the profile has no per-group limit").isEmpty();
        assertThat(context.maxMtu()).isEqualTo(ValidationContext.DEFAULT_MAX_MTU);
    }

    @Test
    void portsTheSwitchDidNotBringUpGetNoRole() {
        var platform = new PlatformLoader().load("rtsw");

        ValidationContext context = PlatformContext.of(platform, java.util.List.of("eth1/1/1", "eth1/17/1"));

        assertThat(context.downlinks()).containsExactly("eth1/1/1");
        assertThat(context.uplinks()).containsExactly("eth1/17/1");
    }
}
