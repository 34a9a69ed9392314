package io.nosagent.config.codec;

import io.nosagent.config.ConfigPath;
import io.nosagent.config.QosDocuments;
import io.nosagent.config.Rtsw;
import io.nosagent.config.intent.qos.AckRemark;
import io.nosagent.config.intent.qos.BufferPool;
import io.nosagent.config.intent.qos.ClassifierType;
import io.nosagent.config.intent.qos.Cts;
import io.nosagent.config.intent.qos.LosslessProfile;
import io.nosagent.config.intent.qos.PfcBinding;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.intent.qos.SharedLimitType;
import io.nosagent.config.intent.qos.VoqCredits;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The QoS member, OpenConfig and nosagent-qos together: every leaf document to intent and back, the
 * defaults of what a document leaves out, what a port takes from its lossless profile, and path edits.
 */
class QosCodecTest {

    private final IntentCodec codec = new IntentCodec();

    private QosIntent decode(String qos) {
        return QosIntent.of(codec.decode(QosDocuments.example(qos), "qos", QosDocuments.carvedContext()));
    }

    @Test
    void everyLeafReadsIntoTheIntentAndWritesBackTheSameDocument() {
        QosIntent qos = decode(QosDocuments.EVERY_LEAF);

        assertThat(qos.queues().get("rdma").queueId()).isEqualTo(3);
        assertThat(qos.forwardingGroups().get("bulk").outputQueue()).isEqualTo("bulk");
        assertThat(qos.classifiers().get("v4").dscpToGroup()).containsExactlyInAnyOrderEntriesOf(
                Map.of(8, "bulk", 24, "rdma", 26, "rdma", 27, "rdma"));
        assertThat(qos.classifiers().get("v6").type()).isEqualTo(ClassifierType.IPV6);
        var policy = qos.schedulerPolicies().get("two-level");
        assertThat(policy.schedulers().get(1L).strict()).isTrue();
        assertThat(policy.schedulers().get(2L).inputs().get("rdma").weight()).isEqualTo(12);
        var wred = qos.queueManagementProfiles().get("ecn").wred();
        assertThat(List.of(wred.minThreshold(), wred.maxThreshold(), (long) wred.weight(), (long) wred.maxDropProbabilityPercent()))
                .containsExactly(300_000L, 600_000L, 2L, 20L);
        assertThat(wred.enableEcn() && wred.drop()).isTrue();
        var lossy = qos.bufferAllocationProfiles().get("lossy");
        assertThat(lossy.pool()).hasValue("out");
        assertThat(lossy.queues().get("bulk").limitType()).isEqualTo(SharedLimitType.STATIC);
        assertThat(lossy.queues().get("bulk").staticLimit()).isEqualTo(65_536);
        assertThat(lossy.queues().get("cts").dynamicScalingFactor()).isEqualTo(-2);
        var port = qos.interfaces().get("eth1/1/1");
        assertThat(port.classifiers()).containsEntry(ClassifierType.IPV4, "v4").containsEntry(ClassifierType.IPV6, "v6");
        assertThat(port.pfc()).hasValue(new PfcBinding("hosts", 7));
        assertThat(qos.bufferPools().get("in")).isEqualTo(new BufferPool("in", BufferPool.Type.INGRESS, 20_000_000, BufferPool.Mode.STATIC));
        LosslessProfile hosts = qos.losslessProfiles().get("hosts");
        assertThat(hosts.pfcMask()).isEqualTo(0b11000);
        assertThat(List.of(hosts.reserved(), hosts.xon(), hosts.xonOffset())).containsExactly(4096L, 9216L, 4608L);
        assertThat(hosts.dynamicThreshold()).isEqualTo(1);
        assertThat(qos.cts()).isEqualTo(new Cts(true, 40, Optional.of("cts")));
        assertThat(qos.ackRemark()).isEqualTo(new AckRemark(true, 41, Optional.of("cts"), AckRemark.Match.UDF));
        assertThat(qos.voqCredits()).isEqualTo(new VoqCredits(OptionalLong.of(65_536), OptionalLong.of(50), false, 100));

        var written = codec.encode(Rtsw.exampleIntent().with(QosIntent.SECTION, qos)).get("openconfig-qos:qos");
        assertThat(written).isEqualTo(JsonText.parse(QosDocuments.EVERY_LEAF, "expected"));
    }

    @Test
    void leavesADocumentLeavesOutTakeTheirDefaults() {
        QosIntent qos = decode("""
                {"queues": {"queue": [{"name": "q", "config": {"queue-id": 2}}]},
                 "scheduler-policies": {"scheduler-policy": [{"name": "p", "schedulers": {"scheduler": [
                   {"sequence": 0, "inputs": {"input": [{"id": "q", "config": {"queue": "q"}}]}}]}}]},
                 "queue-management-profiles": {"queue-management-profile": [
                   {"name": "w", "wred": {"uniform": {"config": {"min-threshold": "1", "max-threshold": "2"}}}}]},
                 "nosagent-qos:buffer-pools": {"buffer-pool": [
                   {"name": "in", "config": {"type": "ingress", "size": "1000000"}},
                   {"name": "out", "config": {"type": "egress", "size": "1000000"}}]},
                 "nosagent-qos:lossless-profiles": {"lossless-profile": [
                   {"name": "l", "config": {"ingress-pool": "in", "egress-pool": "out"}}]}}
                """);

        var input = qos.schedulerPolicies().get("p").schedulers().get(0L).inputs().get("q");
        assertThat(input.weight()).as("SAI's default weight").isEqualTo(1);
        assertThat(qos.schedulerPolicies().get("p").schedulers().get(0L).strict()).isFalse();
        var wred = qos.queueManagementProfiles().get("w").wred();
        assertThat(wred.enableEcn() || wred.drop()).isFalse();
        assertThat(wred.maxDropProbabilityPercent()).isEqualTo(100);
        assertThat(qos.bufferPools().get("in").mode()).isEqualTo(BufferPool.Mode.DYNAMIC);
        LosslessProfile l = qos.losslessProfiles().get("l");
        assertThat(l.maxLosslessPriorities()).isEqualTo(1);
        assertThat(l.dynamicThreshold()).isEqualTo(-3);
        assertThat(l.xonOffset()).isEqualTo(18_432);
        assertThat(qos.cts()).isEqualTo(Cts.OFF);
        assertThat(qos.voqCredits()).isEqualTo(VoqCredits.DEFAULT);
        assertThat(codec.encode(Rtsw.exampleIntent().with(QosIntent.SECTION, qos)).get("openconfig-qos:qos").has("nosagent-qos:cts"))
                .as("a container at its defaults is not written").isFalse();
    }

    @Test
    void wredThresholdsInPercentAreKeptInPercentAndWrittenBackSo() {
        QosIntent qos = decode("""
                {"queue-management-profiles": {"queue-management-profile": [
                   {"name": "w", "wred": {"uniform": {"config": {"min-threshold-percent": "10", "max-threshold-percent": "40"}}}}]}}
                """);

        var wred = qos.queueManagementProfiles().get("w").wred();
        assertThat(wred.unit()).isEqualTo(io.nosagent.config.intent.qos.Wred.Unit.PERCENT);
        assertThat(List.of(wred.minThresholdBytes(1_000_000), wred.maxThresholdBytes(1_000_000)))
                .as("shares of the queue's buffer").containsExactly(100_000L, 400_000L);
        var written = codec.encode(Rtsw.exampleIntent().with(QosIntent.SECTION, qos)).get("openconfig-qos:qos")
                .path("queue-management-profiles").path("queue-management-profile").get(0).path("wred").path("uniform").path("config");
        assertThat(written.path("min-threshold-percent").asText()).isEqualTo("10");
        assertThat(written.path("max-threshold-percent").asText()).isEqualTo("40");
        assertThat(written.has("min-threshold")).isFalse();
    }

    @Test
    void aPortTakesFromItsLosslessProfileWhatItsEntryLeavesOut() {
        QosIntent qos = decode(QosDocuments.EVERY_LEAF);
        qos = qos.withInterface(io.nosagent.config.intent.qos.InterfaceQos.following("eth1/2/1", "hosts", 3));

        var own = qos.effective("eth1/1/1").orElseThrow();
        var following = qos.effective("eth1/2/1").orElseThrow();

        assertThat(own.classifier().orElseThrow().name()).isEqualTo("v4");
        assertThat(following.classifier().orElseThrow().name()).as("from the profile").isEqualTo("v4");
        assertThat(following.schedulerPolicy().orElseThrow().name()).isEqualTo("two-level");
        assertThat(following.queueManagement()).containsOnlyKeys("rdma");
        assertThat(following.lossless().orElseThrow().cableLength()).isEqualTo(3);
        assertThat(qos.effective("eth1/3/1")).as("no entry: no QoS").isEmpty();
    }

    @Test
    void anUnconfiguredSwitchHasNoQosMember() {
        assertThat(codec.encode(Rtsw.exampleIntent().with(QosIntent.SECTION, QosIntent.NONE)).has("openconfig-qos:qos")).isFalse();
    }

    @Test
    void oneDscpMovesByAPathEditAndTheRestStays() {
        var before = Rtsw.exampleIntent();
        var tree = codec.tree(before).replace(ConfigPath.parse("/qos/classifiers/classifier[name=dscp]/terms/term[id=monitoring]"
                        + "/conditions/ipv4/config/dscp-set"), JsonText.parse("[26, 27, 28, 29, 30, 32, 35, 36]", "set"));

        var after = QosIntent.of(codec.decode(tree, "set", Rtsw.context())).classifiers().get("dscp").dscpToGroup();

        var expected = new java.util.TreeMap<>(QosIntent.of(before).classifiers().get("dscp").dscpToGroup());
        expected.put(36, "monitoring");
        assertThat(after).isEqualTo(expected);
    }
}
