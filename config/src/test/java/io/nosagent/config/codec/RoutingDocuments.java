package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.Rtsw;

/**
 * Routing documents on top of the RTSW example (downlinks eth1/i/1 are 10.0.i.1/24 and
 * 2001:db8:0:i::1/64; uplinks eth1/(16+n)/1 are 10.1.n.0/31 and 2001:db8:1:n::/127, peer .1).
 */
final class RoutingDocuments {

    /** The static-route part of the STATIC protocol's path. */
    static final String STATIC = "/openconfig-network-instance:network-instances/network-instance[name=DEFAULT]"
            + "/protocols/protocol[identifier=openconfig-policy-types:STATIC][name=STATIC]/static-routes/static";
    static final String ROUTING = "/nosagent-routing:routing";

    /** Every served leaf of both members, none at its default, in canonical form. */
    static final String NETWORK_INSTANCES = """
            {"network-instance": [{"name": "DEFAULT",
              "config": {"name": "DEFAULT", "type": "openconfig-network-instance-types:DEFAULT_INSTANCE"},
              "protocols": {"protocol": [{"identifier": "openconfig-policy-types:STATIC", "name": "STATIC",
                "config": {"identifier": "openconfig-policy-types:STATIC", "name": "STATIC"},
                "static-routes": {"static": [
                  {"prefix": "10.0.1.77/32", "config": {"prefix": "10.0.1.77/32"},
                   "next-hops": {"next-hop": [{"index": "10.0.1.2", "config": {"index": "10.0.1.2", "next-hop": "10.0.1.2"}}]}},
                  {"prefix": "10.2.0.0/16", "config": {"prefix": "10.2.0.0/16"},
                   "next-hops": {"next-hop": [
                     {"index": "10.1.1.1", "config": {"index": "10.1.1.1", "next-hop": "10.1.1.1"}},
                     {"index": "10.1.2.1", "config": {"index": "10.1.2.1", "next-hop": "10.1.2.1"}}]}},
                  {"prefix": "2001:db8:2::/48", "config": {"prefix": "2001:db8:2::/48"},
                   "next-hops": {"next-hop": [
                     {"index": "2001:db8:1:1::1", "config": {"index": "2001:db8:1:1::1", "next-hop": "2001:db8:1:1::1"}}]}}
                ]}}]}}]}
            """;

    static final String ROUTING_ALL_LEAVES = """
            {"load-balancing": {
               "config": {"hash-fields": ["src-ip", "dst-ip", "l4-src-port", "l4-dst-port", "flow-label", "ingress-port"],
                          "algorithm": "crc-32hi", "seed": 3405691582},
               "roce-qp-hash": {"config": {"enabled": true, "mode": "udf", "udf-offset": 14, "udf-length": 2}}},
             "flowlets": {"config": {"enabled": true, "groups": "all", "idle-time": 512, "table-size": 2048,
               "mode": "per-packet-quality", "past-load-weight": 60, "future-load-weight": 40, "load-scaling-factor": 5}},
             "fine-grained-ecmp": {"config": {"max-members": 4, "bucket-count": 48}},
             "drain": {"config": {"switch-drained": true},
               "interfaces": {"interface": [{"name": "eth1/18/1", "config": {"name": "eth1/18/1"}},
                                            {"name": "eth1/20/1", "config": {"name": "eth1/20/1"}}]}},
             "te-overrides": {"override": [
               {"in-port": "eth1/1/1", "prefix": "10.2.0.0/16",
                "config": {"in-port": "eth1/1/1", "prefix": "10.2.0.0/16", "next-hop": "10.1.1.1"}},
               {"in-port": "eth1/2/1", "prefix": "2001:db8:2::/48",
                "config": {"in-port": "eth1/2/1", "prefix": "2001:db8:2::/48", "next-hop": "2001:db8:1:2::1"}}]}}
            """;

    private RoutingDocuments() {
    }

    /** The RTSW example with {@code networkInstances} and {@code routing} (null: left out) as its routing members. */
    static ObjectNode example(String networkInstances, String routing) {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        if (networkInstances != null) {
            doc.set("openconfig-network-instance:network-instances", JsonText.parse(networkInstances, "network-instances"));
        }
        if (routing != null) {
            doc.set("nosagent-routing:routing", JsonText.parse(routing, "routing"));
        }
        return doc;
    }

    /** Static routes in the STATIC protocol of the DEFAULT instance, from a JSON array of {@code static} entries. */
    static String staticRoutes(String entries) {
        return """
                {"network-instance": [{"name": "DEFAULT", "protocols": {"protocol": [
                  {"identifier": "STATIC", "name": "STATIC", "static-routes": {"static": %s}}]}}]}
                """.formatted(entries);
    }
}
