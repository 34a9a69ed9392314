package io.nosagent.sai.capability;

import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What bring-up's capability queries tell of each feature, on the shipped switches and personalities. */
class CapabilityProbeTest {

    private static AsicCapabilities probe(String platform) {
        var asic = new VirtualAsic(new PlatformLoader().load(platform));
        return new SwitchBringUp(asic, asic.platform()).bringUp().capabilities();
    }

    @Test
    void theFullRtswHasArsAndNativeQpHashingAndReMarksAcksWithAUdf() {
        var caps = probe("rtsw");

        assertThat(caps.of(AgentFeature.FLOWLETS).support()).isEqualTo(Support.NATIVE);
        assertThat(caps.of(AgentFeature.QP_HASHING).support()).isEqualTo(Support.NATIVE);
        assertThat(caps.of(AgentFeature.QP_HASHING).evidence())
                .containsExactly("SAI_HASH_ATTR_NATIVE_HASH_FIELD_LIST enum values capability lists SAI_NATIVE_HASH_FIELD_RDMA_BTH_DEST_QP");
        assertThat(caps.of(AgentFeature.ACK_REMARKING).support()).as("the rtsw's ACL has no BTH opcode field")
                .isEqualTo(Support.FALLBACK);
        assertThat(caps.of(AgentFeature.PFC_WATCHDOG).support()).as("the virtual ASIC does not detect deadlocks itself")
                .isEqualTo(Support.FALLBACK);
        assertThat(caps.of(AgentFeature.CREDIT_WATCHDOG).support()).isEqualTo(Support.NOT_SUPPORTED);
        assertThat(caps.of(AgentFeature.ROUTES).evidence())
                .containsExactly("object availability ROUTE_ENTRY IPV4: 262144", "object availability ROUTE_ENTRY IPV6: 131072");
    }

    @Test
    void theFullCtswHasTheBthOpcodeFieldTheCreditWatchdogAndItsVendorCreditAttributes() {
        var caps = probe("ctsw");

        assertThat(caps.of(AgentFeature.ACK_REMARKING).support()).isEqualTo(Support.NATIVE);
        assertThat(caps.of(AgentFeature.CREDIT_WATCHDOG).support()).isEqualTo(Support.NATIVE);
        assertThat(caps.of(AgentFeature.VOQ_CREDIT_TUNING).support()).isEqualTo(Support.NATIVE);
        assertThat(caps.of(AgentFeature.VOQ_CREDIT_TUNING).how()).contains("0x10000101");
    }

    @Test
    void theMinimalPersonalityHasNoArsHashesTheQpWithAUdfAndHasASmallerRouteTable() {
        var caps = probe("rtsw:minimal");

        var flowlets = caps.of(AgentFeature.FLOWLETS);
        assertThat(flowlets.support()).isEqualTo(Support.NOT_SUPPORTED);
        assertThat(flowlets.evidence()).containsExactly("SAI_ARS_PROFILE_ATTR_ALGO: create not implemented");
        var qp = caps.of(AgentFeature.QP_HASHING);
        assertThat(qp.support()).isEqualTo(Support.FALLBACK);
        assertThat(qp.how()).isEqualTo("UDF at L4 offset 13 (3 bytes) in the ECMP hash");
        assertThat(qp.evidence()).first()
                .isEqualTo("SAI_HASH_ATTR_NATIVE_HASH_FIELD_LIST enum values capability lacks SAI_NATIVE_HASH_FIELD_RDMA_BTH_DEST_QP");
        assertThat(caps.of(AgentFeature.ROUTES).evidence()).first().isEqualTo("object availability ROUTE_ENTRY IPV4: 16384");
        assertThat(caps.of(AgentFeature.SWITCH_OBJECTS).support()).isEqualTo(Support.FALLBACK);
        assertThat(probe("ctsw:minimal").of(AgentFeature.ACK_REMARKING).support()).isEqualTo(Support.FALLBACK);
    }
}
