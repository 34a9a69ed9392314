package io.nosagent.sai.capability;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code qualify}'s scratch trials: on the full personality every optional object the features use is
 * created and removed, on the minimal one the fallbacks are, and either way the ASIC holds exactly what it
 * held before.
 */
class QualificationTest {

    private static Map<ObjectType, Integer> held(VirtualAsic asic) {
        var out = new TreeMap<ObjectType, Integer>();
        Arrays.stream(ObjectType.values()).filter(t -> t != ObjectType.NULL).forEach(t -> {
            int n = t.isObjectId() ? asic.objects(t).size() : asic.entries(t).size();
            if (n > 0) {
                out.put(t, n);
            }
        });
        return out;
    }

    @Test
    void onTheFullRtswEveryTrialCreatesItsObjectsAndLeavesNothingBehind() {
        var asic = new VirtualAsic(new PlatformLoader().load("rtsw"));
        var sw = new SwitchBringUp(asic, asic.platform()).bringUp();
        var before = held(asic);

        var caps = new Qualification(asic, sw).run();

        assertThat(held(asic)).isEqualTo(before);
        assertThat(caps.of(AgentFeature.FLOWLETS).support()).isEqualTo(Support.NATIVE);
        assertThat(caps.of(AgentFeature.FLOWLETS).evidence()).contains("created and removed ARS_PROFILE, ARS, NEXT_HOP_GROUP");
        assertThat(caps.of(AgentFeature.QP_HASHING).support()).isEqualTo(Support.NATIVE);
        assertThat(caps.of(AgentFeature.FINE_GRAINED_ECMP).support()).isEqualTo(Support.NATIVE);
        assertThat(caps.of(AgentFeature.ACK_REMARKING).support()).isEqualTo(Support.FALLBACK);
        assertThat(caps.of(AgentFeature.ACK_REMARKING).evidence())
                .contains("create ACL_TABLE refused: ATTR_NOT_SUPPORTED_2 on SAI_ACL_TABLE_ATTR_FIELD_BTH_OPCODE",
                        "created and removed UDF_MATCH, UDF_GROUP, UDF, ACL_TABLE");
        assertThat(caps.of(AgentFeature.BULK_CALLS).support()).isEqualTo(Support.NATIVE);
        assertThat(caps.of(AgentFeature.COUNTERS).support()).isEqualTo(Support.NATIVE);
    }

    @Test
    void onTheMinimalPersonalityTheFallbacksAreTriedAndWhatItLacksIsNotSupported() {
        var asic = new VirtualAsic(new PlatformLoader().load("rtsw:minimal"));
        var sw = new SwitchBringUp(asic, asic.platform()).bringUp();
        var before = held(asic);

        var caps = new Qualification(asic, sw).run();

        assertThat(held(asic)).isEqualTo(before);
        var flowlets = caps.of(AgentFeature.FLOWLETS);
        assertThat(flowlets.support()).isEqualTo(Support.NOT_SUPPORTED);
        assertThat(flowlets.evidence()).contains("create ARS_PROFILE refused: NOT_SUPPORTED");
        var qp = caps.of(AgentFeature.QP_HASHING);
        assertThat(qp.support()).isEqualTo(Support.FALLBACK);
        assertThat(qp.evidence()).contains("create HASH refused: ATTR_NOT_SUPPORTED_0 on SAI_HASH_ATTR_NATIVE_HASH_FIELD_LIST",
                "created and removed UDF_MATCH, UDF_GROUP, UDF, HASH");
        var bulk = caps.of(AgentFeature.BULK_CALLS);
        assertThat(bulk.support()).isEqualTo(Support.FALLBACK);
        assertThat(bulk.evidence()).containsExactly("bulk route create: NOT_IMPLEMENTED", "route create: SUCCESS",
                "route remove: SUCCESS");
    }
}
