package io.nosagent.config;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.codec.JsonText;
import io.nosagent.config.validate.QosLimits;
import io.nosagent.config.validate.ValidationContext;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * QoS documents on top of the RTSW example, whose own {@code openconfig-qos:qos} member is the shipped
 * lossless profile with downlinks eth1/1/1..16 on {@code downlink} (3 m) and uplinks eth1/17/1..34 on
 * {@code uplink} (100 m).
 */
public final class QosDocuments {

    public static final String QOS = "/openconfig-qos:qos";

    /** Every served QoS leaf, none at its default, in canonical form. */
    public static final String EVERY_LEAF = """
            {"interfaces": {"interface": [
               {"interface-id": "eth1/1/1", "config": {"interface-id": "eth1/1/1"},
                "input": {"classifiers": {"classifier": [
                  {"type": "IPV4", "config": {"name": "v4", "type": "IPV4"}},
                  {"type": "IPV6", "config": {"name": "v6", "type": "IPV6"}}]}},
                "output": {"config": {"buffer-allocation-profile": "lossy"},
                  "queues": {"queue": [{"name": "rdma", "config": {"name": "rdma", "queue-management-profile": "ecn"}}]},
                  "scheduler-policy": {"config": {"name": "two-level"}}},
                "nosagent-qos:pfc": {"config": {"lossless-profile": "hosts", "cable-length": 7}}}]},
             "classifiers": {"classifier": [
               {"name": "v4", "config": {"name": "v4", "type": "IPV4"}, "terms": {"term": [
                 {"id": "bulk", "config": {"id": "bulk"}, "conditions": {"ipv4": {"config": {"dscp": 8}}},
                  "actions": {"config": {"target-group": "bulk"}}},
                 {"id": "rdma", "config": {"id": "rdma"}, "conditions": {"ipv4": {"config": {"dscp": 24, "dscp-set": [26, 27]}}},
                  "actions": {"config": {"target-group": "rdma"}}}]}},
               {"name": "v6", "config": {"name": "v6", "type": "IPV6"}, "terms": {"term": [
                 {"id": "all", "config": {"id": "all"}, "conditions": {"ipv6": {"config": {"dscp-set": [8]}}},
                  "actions": {"config": {"target-group": "bulk"}}},
                 {"id": "roce", "config": {"id": "roce"}, "conditions": {"ipv6": {"config": {"dscp-set": [24, 26, 27]}}},
                  "actions": {"config": {"target-group": "rdma"}}}]}}]},
             "forwarding-groups": {"forwarding-group": [
               {"name": "bulk", "config": {"name": "bulk", "output-queue": "bulk"}},
               {"name": "rdma", "config": {"name": "rdma", "output-queue": "rdma"}}]},
             "queues": {"queue": [
               {"name": "bulk", "config": {"name": "bulk", "queue-id": 1}},
               {"name": "cts", "config": {"name": "cts", "queue-id": 4}},
               {"name": "rdma", "config": {"name": "rdma", "queue-id": 3}}]},
             "scheduler-policies": {"scheduler-policy": [
               {"name": "two-level", "config": {"name": "two-level"}, "schedulers": {"scheduler": [
                 {"sequence": 1, "config": {"sequence": 1, "priority": "STRICT"}, "inputs": {"input": [
                   {"id": "cts", "config": {"id": "cts", "input-type": "QUEUE", "queue": "cts", "weight": "1"}}]}},
                 {"sequence": 2, "config": {"sequence": 2}, "inputs": {"input": [
                   {"id": "bulk", "config": {"id": "bulk", "input-type": "QUEUE", "queue": "bulk", "weight": "3"}},
                   {"id": "rdma", "config": {"id": "rdma", "input-type": "QUEUE", "queue": "rdma", "weight": "12"}}]}}]}}]},
             "buffer-allocation-profiles": {"buffer-allocation-profile": [
               {"name": "lossy", "config": {"name": "lossy", "nosagent-qos:pool": "out"}, "queues": {"queue": [
                 {"name": "bulk", "config": {"name": "bulk", "dedicated-buffer": "4096", "use-shared-buffer": false,
                   "shared-buffer-limit-type": "openconfig-qos:STATIC", "static-shared-buffer-limit": 65536,
                   "dynamic-limit-scaling-factor": -1}},
                 {"name": "cts", "config": {"name": "cts", "dedicated-buffer": "8192", "use-shared-buffer": true,
                   "shared-buffer-limit-type": "openconfig-qos:DYNAMIC_BASED_ON_SCALING_FACTOR",
                   "static-shared-buffer-limit": 0, "dynamic-limit-scaling-factor": -2}}]}}]},
             "queue-management-profiles": {"queue-management-profile": [
               {"name": "ecn", "config": {"name": "ecn"}, "wred": {"uniform": {"config": {"min-threshold": "300000",
                 "max-threshold": "600000", "enable-ecn": true, "drop": true, "weight": 2, "max-drop-probability-percent": 20}}}}]},
             "nosagent-qos:buffer-pools": {"buffer-pool": [
               {"name": "in", "config": {"name": "in", "type": "ingress", "size": "20000000", "threshold-mode": "static"}},
               {"name": "out", "config": {"name": "out", "type": "egress", "size": "30000000", "threshold-mode": "dynamic"}}]},
             "nosagent-qos:lossless-profiles": {"lossless-profile": [
               {"name": "hosts", "config": {"name": "hosts", "classifier": "v4", "scheduler-policy": "two-level",
                 "buffer-allocation-profile": "lossy", "ingress-pool": "in", "egress-pool": "out",
                 "max-lossless-priorities": 2, "reserved": 4096, "xon": 9216, "xon-offset": 4608,
                 "dynamic-threshold": 1, "lossy-priority-group": 7},
                "priorities": {"priority": [
                  {"pfc-priority": 3, "config": {"pfc-priority": 3, "queue": "rdma", "priority-group": 3}},
                  {"pfc-priority": 4, "config": {"pfc-priority": 4, "queue": "bulk", "priority-group": 4}}]},
                "queues": {"queue": [{"name": "rdma", "config": {"name": "rdma", "queue-management-profile": "ecn"}}]}}]},
             "nosagent-qos:cts": {"config": {"enabled": true, "dscp": 40, "queue": "cts"}},
             "nosagent-qos:ack-remark": {"config": {"enabled": true, "dscp": 41, "queue": "cts", "bth-match": "udf"}},
             "nosagent-qos:voq-credits": {"config": {"initial-credit": 65536, "credit-ramp": 50, "credit-watchdog": false,
               "credit-watchdog-timer": 100}}}
            """;

    private QosDocuments() {
    }

    /** The RTSW example with {@code qos} (null: left out) as its {@code openconfig-qos:qos} member. */
    public static ObjectNode example(String qos) {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        doc.remove("openconfig-qos:qos");
        if (qos != null) {
            doc.set("openconfig-qos:qos", JsonText.parse(qos, "qos"));
        }
        return doc;
    }

    /** {@link #EVERY_LEAF} on the RTSW example, as text. */
    public static String everyLeaf() {
        return example(EVERY_LEAF).toString();
    }

    /** The RTSW as the agent describes it: roles, 400G ports, 8 queues and groups, a 64 MiB shared buffer of 254-byte cells, not VOQ. */
    public static ValidationContext context() {
        var speeds = new HashMap<String, Long>();
        Rtsw.ports().forEach(p -> speeds.put(p, 400_000L));
        return Rtsw.context().withPortRoles(Rtsw.ports().subList(16, 34), Rtsw.ports().subList(0, 16))
                .withQosLimits(rtswLimits(speeds));
    }

    /** RTSW limits with these port speeds. */
    public static QosLimits rtswLimits(Map<String, Long> speeds) {
        return new QosLimits(speeds, OptionalInt.of(8), OptionalInt.of(8), OptionalLong.of(64L << 20), OptionalLong.empty(),
                OptionalInt.of(254), Optional.of(false), Optional.of(false));
    }

    /** A CTSW-like buffer: 8 GiB carved in 128 MiB per ingress port, 256-byte cells, VOQ. */
    public static ValidationContext carvedContext() {
        var speeds = new HashMap<String, Long>();
        Rtsw.ports().forEach(p -> speeds.put(p, 400_000L));
        return Rtsw.context().withQosLimits(new QosLimits(speeds, OptionalInt.of(8), OptionalInt.of(8),
                OptionalLong.of(8L << 30), OptionalLong.of(128L << 20), OptionalInt.of(256), Optional.of(true), Optional.of(true)));
    }

    /** Ports eth1/from/1 .. eth1/to/1. */
    public static List<String> ports(int from, int to) {
        return Rtsw.ports().subList(from - 1, to);
    }
}
