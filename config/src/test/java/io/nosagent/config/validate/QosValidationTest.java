package io.nosagent.config.validate;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.QosDocuments;
import io.nosagent.config.Rtsw;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.JsonText;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Every QoS rule refuses with the path of the offending leaf and says why, starting from the RTSW
 * example with the shipped lossless profile (which is valid as it is). The five: DSCP 64, a
 * traffic class mapped to a missing queue, a second lossless priority where the profile allows one,
 * headroom beyond the pool, cable length 0.
 */
class QosValidationTest {

    private static final String QOS = QosDocuments.QOS;
    private static final String PROFILE = QOS + "/nosagent-qos:lossless-profiles/lossless-profile[name=downlink]";

    private final IntentCodec codec = new IntentCodec();

    /** The problems of the example after {@code edit} of its qos member, against the RTSW's limits. */
    private List<String> problems(Consumer<ObjectNode> edit) {
        return problems(edit, QosDocuments.context());
    }

    private List<String> problems(Consumer<ObjectNode> edit, ValidationContext context) {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        edit.accept((ObjectNode) doc.get("openconfig-qos:qos"));
        var e = catchThrowableOfType(ConfigException.class, () -> codec.decode(doc, "qos.json", context));
        return e == null ? List.of() : e.errors().stream().map(ConfigError::toString).toList();
    }

    private static ObjectNode entry(ObjectNode qos, String container, String list, String key, String name) {
        for (var e : qos.path(container).path(list)) {
            if (e.path(key).asText().equals(name)) {
                return (ObjectNode) e;
            }
        }
        throw new AssertionError("no " + list + " " + name);
    }

    private static ObjectNode term(ObjectNode qos, String id) {
        var classifier = entry(qos, "classifiers", "classifier", "name", "dscp");
        for (var t : classifier.path("terms").path("term")) {
            if (t.path("id").asText().equals(id)) {
                return (ObjectNode) t;
            }
        }
        throw new AssertionError("no term " + id);
    }

    private static ObjectNode profile(ObjectNode qos) {
        return entry(qos, "nosagent-qos:lossless-profiles", "lossless-profile", "name", "downlink");
    }

    @Test
    void theShippedProfileIsValid() {
        assertThat(problems(qos -> { })).isEmpty();
    }

    @Test
    void dscp64IsRefusedAtTheLeaf() {
        var errors = problems(qos -> ((ArrayNode) term(qos, "rdma").with("conditions").with("ipv4").with("config")
                .get("dscp-set")).add(64));

        assertThat(errors).containsExactly(QOS + "/classifiers/classifier[name=dscp]/terms/term[id=rdma]/conditions/ipv4"
                + "/config/dscp-set: 64 is out of range 0..63");
    }

    @Test
    void aTrafficClassMappedToAMissingQueueIsRefusedAtItsForwardingGroup() {
        var errors = problems(qos -> ((ObjectNode) entry(qos, "forwarding-groups", "forwarding-group", "name", "rdma")
                .get("config")).put("output-queue", "rdma-lossless"));

        assertThat(errors).containsExactly(QOS + "/forwarding-groups/forwarding-group[name=rdma]/config/output-queue:"
                + " forwarding group 'rdma' names queue 'rdma-lossless', which is not configured"
                + " (configured: control, default, monitoring, network-control, rdma)");
    }

    @Test
    void aSecondLosslessPriorityWhereTheProfileAllowsOneIsRefusedAtThatPriority() {
        var errors = problems(qos -> ((ArrayNode) profile(qos).with("priorities").get("priority")).add(JsonText.parse(
                "{\"pfc-priority\": 3, \"config\": {\"pfc-priority\": 3, \"queue\": \"monitoring\", \"priority-group\": 3}}", "p")));

        assertThat(errors).containsExactly(PROFILE + "/priorities/priority[pfc-priority=3]: lossless priority 3 is one more"
                + " than lossless-profile 'downlink' allows (max-lossless-priorities 1: one lossless queue everywhere,"
                + " switches and NICs)");
    }

    @Test
    void headroomBeyondThePoolIsRefusedAtThePoolSize() {
        // 16 downlinks x (9,216 reserved + 78,848 headroom) + 18 uplinks x (9,216 + 128,000) = 3,878,912 bytes.
        var errors = problems(qos -> ((ObjectNode) entry(qos, "nosagent-qos:buffer-pools", "buffer-pool", "name",
                "ingress-lossless").get("config")).put("size", "3000000"));

        assertThat(errors).containsExactly(QOS + "/nosagent-qos:buffer-pools/buffer-pool[name=ingress-lossless]/config/size:"
                + " the reservations and XOFF headroom of the lossless priority groups on pool 'ingress-lossless' need"
                + " 3878912 bytes (34 ports, e.g. eth1/1/1 with 78848 bytes of headroom), more than its size 3000000:"
                + " nothing would be left to share");
    }

    @Test
    void longerCablesNeedMoreHeadroomUntilThePoolCannotHoldIt() {
        assertThat(problems(qos -> cable(qos, 100))).isEmpty();

        assertThat(problems(qos -> cable(qos, 2000))).singleElement().asString()
                .contains("buffer-pool[name=ingress-lossless]/config/size")
                .contains("eth1/1/1 with " + io.nosagent.config.intent.qos.Headroom.xoffBytes(400_000, 2000, 9100, 254))
                .endsWith("more than its size 20000000: nothing would be left to share");
    }

    private static void cable(ObjectNode qos, int metres) {
        qos.path("interfaces").path("interface").forEach(i -> ((ObjectNode) i.path("nosagent-qos:pfc").path("config"))
                .put("cable-length", metres));
        ((ObjectNode) entry(qos, "nosagent-qos:buffer-pools", "buffer-pool", "name", "ingress-lossless").get("config"))
                .put("size", "20000000");
    }

    @Test
    void cableLength0IsRefusedAtTheLeaf() {
        var errors = problems(qos -> ((ObjectNode) qos.path("interfaces").path("interface").get(2).path("nosagent-qos:pfc")
                .path("config")).put("cable-length", 0));

        assertThat(errors).containsExactly(QOS + "/interfaces/interface[interface-id=eth1/3/1]/nosagent-qos:pfc/config"
                + "/cable-length: 0 is out of range 1..10000");
    }

    @Test
    void aDscpInTwoTermsIsRefusedAtTheSecond() {
        var errors = problems(qos -> ((ArrayNode) term(qos, "network-control").with("conditions").with("ipv4").with("config")
                .get("dscp-set")).add(50));

        assertThat(errors).containsExactly(QOS + "/classifiers/classifier[name=dscp]/terms/term[id=rdma]/conditions/ipv4"
                + "/config: DSCP 50 is already classified by term 'network-control' of classifier 'dscp'");
    }

    @Test
    void aQueueIdBeyondThePortsQueuesIsRefused() {
        var errors = problems(qos -> ((ObjectNode) entry(qos, "queues", "queue", "name", "control").get("config"))
                .put("queue-id", 8));

        assertThat(errors).containsExactly(QOS + "/queues/queue[name=control]/config/queue-id: queue-id 8 is not a queue of"
                + " this switch (its ports have unicast queues 0..7)");
    }

    @Test
    void priorityGroupsDrawOnIngressPoolsAndQueuesOnEgressOnes() {
        var errors = problems(qos -> ((ObjectNode) profile(qos).get("config")).put("ingress-pool", "egress-lossy")
                .put("egress-pool", "ingress-lossless"));

        assertThat(errors).containsExactly(
                PROFILE + "/config/ingress-pool: buffer pool 'egress-lossy' is an EGRESS pool; priority groups draw on INGRESS pools",
                PROFILE + "/config/egress-pool: buffer pool 'ingress-lossless' is an INGRESS pool; queues draw on EGRESS pools");
    }

    @Test
    void aSchedulerWeightBeyondSaisRangeIsRefused() {
        var errors = problems(qos -> {
            var policy = entry(qos, "scheduler-policies", "scheduler-policy", "name", "lossless");
            var input = (ObjectNode) policy.path("schedulers").path("scheduler").get(1).path("inputs").path("input").get(0);
            ((ObjectNode) input.get("config")).put("weight", "101");
        });

        assertThat(errors).containsExactly(QOS + "/scheduler-policies/scheduler-policy[name=lossless]/schedulers"
                + "/scheduler[sequence=1]/inputs/input[id=default]/config/weight: weight 101 is out of range 1..100 (SAI's scheduling weight)");
    }

    @Test
    void wredThresholdsMustBeOrdered() {
        var errors = problems(qos -> ((ObjectNode) entry(qos, "queue-management-profiles", "queue-management-profile", "name",
                "ecn-rtsw").path("wred").path("uniform").path("config")).put("max-threshold", "1000"));

        assertThat(errors).containsExactly(QOS + "/queue-management-profiles/queue-management-profile[name=ecn-rtsw]/wred/uniform"
                + "/config/max-threshold: max-threshold 1000 is below min-threshold 262144");
    }

    @Test
    void theCtsQueueCannotBeTheLosslessQueue() {
        var errors = problems(qos -> ((ObjectNode) qos.path("nosagent-qos:cts").path("config")).put("queue", "rdma"));

        assertThat(errors).containsExactly(QOS + "/nosagent-qos:cts/config/queue: queue 'rdma' is lossless priority 2's queue"
                        + " in lossless-profile 'downlink'; CTS needs a queue of its own ahead of it (the lossless queue stays single)",
                QOS + "/nosagent-qos:cts/config/queue: queue 'rdma' is lossless priority 2's queue in lossless-profile 'uplink';"
                        + " CTS needs a queue of its own ahead of it (the lossless queue stays single)");
    }

    @Test
    void theCtsDscpCannotBeClassifiedElsewhere() {
        var errors = problems(qos -> ((ObjectNode) qos.path("nosagent-qos:cts").path("config")).put("dscp", 48));

        assertThat(errors).containsExactly(QOS + "/nosagent-qos:cts/config/dscp: DSCP 48 is classified to group"
                + " 'network-control' (queue 'network-control') by classifier 'dscp'; the CTS DSCP goes to the CTS queue only");
    }

    @Test
    void aBindingToAnUnknownProfileOrPortIsRefused() {
        var errors = problems(qos -> {
            var ports = (ArrayNode) qos.path("interfaces").path("interface");
            ((ObjectNode) ports.get(0).path("nosagent-qos:pfc").path("config")).put("lossless-profile", "spine");
            ports.add(JsonText.parse("{\"interface-id\": \"eth1/99/1\"}", "port"));
        });

        assertThat(errors).containsExactly(
                QOS + "/interfaces/interface[interface-id=eth1/1/1]/nosagent-qos:pfc/config/lossless-profile:"
                        + " unknown lossless profile 'spine' (configured: downlink, uplink)",
                QOS + "/interfaces/interface[interface-id=eth1/99/1]: unknown interface 'eth1/99/1' (not a port of this switch)");
    }

    @Test
    void voqCreditsNeedAVoqSwitch() {
        var errors = problems(qos -> qos.set("nosagent-qos:voq-credits",
                JsonText.parse("{\"config\": {\"initial-credit\": 4096}}", "voq")));

        assertThat(errors).containsExactly(QOS + "/nosagent-qos:voq-credits/config/initial-credit: this switch is not a VOQ"
                + " switch: it has no VOQ credits to tune");
    }

    @Test
    void voqCreditTuningNeedsTheVendorsAttributesInThePlatformDescription() {
        var carved = QosDocuments.carvedContext();
        var l = carved.qosLimits();
        var withoutVendorAttributes = carved.withQosLimits(new QosLimits(l.portSpeedsMbps(), l.queuesPerPort(),
                l.priorityGroupsPerPort(), l.bufferBytes(), l.perIngressPortBytes(), l.cellBytes(), l.voq(),
                java.util.Optional.of(false)));
        java.util.function.Consumer<ObjectNode> ramp = qos -> qos.set("nosagent-qos:voq-credits",
                JsonText.parse("{\"config\": {\"credit-ramp\": 50, \"credit-watchdog-timer\": 100}}", "voq"));

        assertThat(problems(ramp, carved)).isEmpty();
        assertThat(problems(ramp, withoutVendorAttributes)).containsExactly(QOS + "/nosagent-qos:voq-credits/config/credit-ramp:"
                + " this platform's description names no vendor attributes for VOQ credits (SAI has no standard one):"
                + " nothing can program credit-ramp");
    }

    @Test
    void onABufferCarvedPerIngressPortAStaticShareMustFitThePortsSlice() {
        // The shipped CTSW pools on 34 ports: each port's slice is 128 MiB, but 34 ports share 6.25 GiB.
        var errors = problems(qos -> ((ObjectNode) entry(qos, "nosagent-qos:buffer-pools", "buffer-pool", "name",
                "ingress-lossless").get("config")).put("size", Long.toString(6400L << 20)).put("threshold-mode", "static"),
                QosDocuments.carvedContext());

        assertThat(errors).singleElement().asString().startsWith(QOS + "/nosagent-qos:buffer-pools/buffer-pool"
                + "[name=ingress-lossless]/config/size: pool 'ingress-lossless' gives each of eth1/1/1's priority groups")
                .endsWith("more than the 134217728 bytes carved for each ingress port");
    }
}
