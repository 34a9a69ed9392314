package io.nosagent.sai.platform;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.ValueType;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * What a platform description says its ASIC has: the ACL BTH opcode field, the vendor's VOQ credit attribute ids,
 * and how long the switch holds a packet unloaded (its pipeline and, on a VOQ switch, its credit messages).
 */
class PlatformFeaturesTest {

    private final PlatformLoader loader = new PlatformLoader();

    @Test
    void theShippedRtswReadsTheBthOpcodeWithAUdfAndTheCtswHasTheFieldAndItsVendorsCreditAttributes() {
        Platform rtsw = loader.load("rtsw");
        Platform ctsw = loader.load("ctsw");

        assertThat(rtsw.features().aclBthOpcode()).isFalse();
        assertThat(rtsw.features().voqCredits()).isEmpty();
        assertThat(ctsw.features().aclBthOpcode()).isTrue();
        var voq = ctsw.features().voqCredits().orElseThrow();
        assertThat(voq.initialCreditAttrId()).isEqualTo(0x1000_0101);
        assertThat(voq.creditRampAttrId()).isEqualTo(0x1000_0102);
        assertThat(voq.initialCredit().objectType()).isEqualTo(ObjectType.PORT);
        assertThat(voq.initialCredit().id()).isEqualTo(0x1000_0101);
        assertThat(voq.creditRamp().valueType()).isEqualTo(ValueType.UINT32);
        assertThat(voq.creditRamp().isSettable()).isTrue();
    }

    @Test
    void aDescriptionWithoutFeaturesHasTheDefaultsAndRenamingKeepsThem() throws Exception {
        Platform plain = parse(description("npu", ""));
        Platform ctsw = loader.load("ctsw");

        assertThat(plain.features()).isEqualTo(Platform.Features.DEFAULT);
        assertThat(ctsw.withIdentity("ctsw7", ctsw.baseMac()).features()).isEqualTo(ctsw.features());
        assertThat(ctsw.withCapacities(ctsw.capacities()).features()).isEqualTo(ctsw.features());
    }

    @Test
    void idsAreReadAsNumbersOrHexText() throws Exception {
        Platform p = parse(description("voq", ", \"features\": {\"voqCredits\": {\"initialCreditAttrId\": 268435457, \"creditRampAttrId\": \"0x1000000A\"}}"));

        assertThat(p.features().voqCredits().orElseThrow().initialCreditAttrId()).isEqualTo(0x1000_0001);
        assertThat(p.features().voqCredits().orElseThrow().creditRampAttrId()).isEqualTo(0x1000_000A);
    }

    @Test
    void badFeaturesAreRefusedNamingTheirPath() {
        assertThat(failure(description("voq", ", \"features\": {\"voqCredits\": {\"initialCreditAttrId\": 5, \"creditRampAttrId\": \"0x10000001\"}}")))
                .hasMessageContaining("/features/voqCredits").hasMessageContaining("custom range");
        assertThat(failure(description("voq", ", \"features\": {\"voqCredits\": {\"initialCreditAttrId\": \"0x1000000g\", \"creditRampAttrId\": 1}}")))
                .hasMessageContaining("/features/voqCredits/initialCreditAttrId");
        assertThat(failure(description("voq", ", \"features\": {\"voqCredits\": {\"initialCreditAttrId\": \"0x10000001\"}}")))
                .hasMessageContaining("/features/voqCredits/creditRampAttrId: missing");
        assertThat(failure(description("npu", ", \"features\": {\"voqCredits\": {\"initialCreditAttrId\": \"0x10000001\", \"creditRampAttrId\": \"0x10000002\"}}")))
                .hasMessageContaining("/features/voqCredits").hasMessageContaining("VOQ");
        assertThat(failure(description("npu", ", \"features\": {\"aclBthOpcode\": \"yes\"}")))
                .hasMessageContaining("/features/aclBthOpcode");
    }

    @Test
    void theShippedProfilesStateTheirLatencyAndOnlyTheCtswExchangesCredits() {
        Platform rtsw = loader.load("rtsw");
        Platform ctsw = loader.load("ctsw");

        assertThat(rtsw.latency().pipelineNs()).isPositive();
        assertThat(rtsw.latency().creditLoopNs()).isZero();
        assertThat(ctsw.latency().pipelineNs()).isGreaterThan(rtsw.latency().pipelineNs());
        assertThat(ctsw.latency().creditRequestNs()).isPositive();
        assertThat(ctsw.latency().creditGrantNs()).isPositive();
    }

    @Test
    void aDescriptionWithoutLatencyForwardsInNoTimeAndRenamingOrReportingKeepsIt() throws Exception {
        Platform ctsw = loader.load("ctsw");

        assertThat(parse(description("npu", "")).latency()).isEqualTo(Platform.Latency.NONE);
        assertThat(parse(description("voq", ", \"latency\": {\"pipelineNs\": 700}")).latency())
                .isEqualTo(new Platform.Latency(700, 0, 0));
        assertThat(ctsw.withIdentity("ctsw9", ctsw.baseMac()).latency()).isEqualTo(ctsw.latency());
        assertThat(ctsw.withPorts(ctsw.ports().subList(0, 2)).latency()).isEqualTo(ctsw.latency());
        assertThat(ctsw.withUnsupportedStats(java.util.Set.of()).latency()).isEqualTo(ctsw.latency());
    }

    @Test
    void badLatencyIsRefusedNamingItsPath() {
        assertThat(failure(description("npu", ", \"latency\": {\"pipelineNs\": -1}")))
                .hasMessageContaining("/latency/pipelineNs").hasMessageContaining("-1");
        assertThat(failure(description("npu", ", \"latency\": {\"pipelineNs\": \"1us\"}")))
                .hasMessageContaining("/latency/pipelineNs");
        assertThat(failure(description("npu", ", \"latency\": {\"creditGrantNs\": 500}")))
                .hasMessageContaining("/latency/creditGrantNs").hasMessageContaining("only a VOQ switch");
    }

    private Platform parse(String json) throws Exception {
        return loader.parse(new ObjectMapper().readTree(json), "test.json");
    }

    private PlatformException failure(String json) {
        var e = catchThrowableOfType(PlatformException.class, () -> parse(json));
        assertThat(e).as("refused").isNotNull();
        return e;
    }

    private static String description(String switchType, String more) {
        return """
                {"name": "t", "role": "ctsw", "switchType": "%s", "baseMac": "02:00:00:00:00:01",
                 "ports": [{"name": "eth1/1/1", "lanes": [1], "speedMbps": 400000, "role": "downlink"}],
                 "queuesPerPort": 8, "priorityGroupsPerPort": 8,
                 "buffer": {"totalBytes": 1048576, "cellBytes": 256, "carving": "shared"},
                 "capacities": {"ipv4Routes": 1, "ipv6Routes": 1, "nextHops": 1, "nextHopGroups": 1, "nextHopGroupMembers": 1,
                   "routerInterfaces": 1, "neighbors": 1, "aclTables": 1, "aclEntries": 1, "fineGrainedEcmpGroupSize": 1,
                   "arsMaxFlows": 1, "udfs": 1}%s}
                """.formatted(switchType, more);
    }
}
