package io.nosagent.agent.update;

import io.nosagent.config.validate.AsicSupport;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.vasic.VirtualAsic;
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

    @Test
    void whatTheMinimalPersonalityLacksIsWhatValidationRefusesWithItsAnswer() {
        var asic = new VirtualAsic(new PlatformLoader().load("rtsw:minimal"));
        var sw = new SwitchBringUp(asic, asic.platform()).bringUp();

        var missing = PlatformContext.of(sw).asic();

        assertThat(missing.missing()).containsOnlyKeys(AsicSupport.Missing.FLOWLETS, AsicSupport.Missing.QP_HASH_NATIVE,
                AsicSupport.Missing.BTH_OPCODE_ACL_FIELD);
        assertThat(missing.lacks(AsicSupport.Missing.FLOWLETS)).contains("SAI_ARS_PROFILE_ATTR_ALGO: create not implemented");
        assertThat(missing.lacks(AsicSupport.Missing.QP_HASH_NATIVE)).contains(
                "SAI_HASH_ATTR_NATIVE_HASH_FIELD_LIST enum values capability lacks SAI_NATIVE_HASH_FIELD_RDMA_BTH_DEST_QP");
    }

    @Test
    void theFullCtswLacksNothingAConfigCanAskFor() {
        var asic = new VirtualAsic(new PlatformLoader().load("ctsw"));

        assertThat(PlatformContext.of(new SwitchBringUp(asic, asic.platform()).bringUp()).asic().missing()).isEmpty();
    }
}
