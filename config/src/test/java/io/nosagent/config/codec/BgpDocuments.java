package io.nosagent.config.codec;

/**
 * BGP documents on top of the RTSW example (downlinks eth1/i/1 are 10.0.i.1/24; uplinks eth1/(16+n)/1
 * are 10.1.n.0/31, peer .1): a CTSW neighbor in a peer group and a host sidecar neighbor.
 */
final class BgpDocuments {

    static final String BGP = "/openconfig-network-instance:network-instances/network-instance[name=DEFAULT]"
            + "/protocols/protocol[identifier=openconfig-policy-types:BGP][name=BGP]/bgp";

    /** Every served BGP leaf, none at its default, in canonical form. */
    static final String ALL_LEAVES = """
            {"network-instance": [{"name": "DEFAULT",
              "config": {"name": "DEFAULT", "type": "openconfig-network-instance-types:DEFAULT_INSTANCE"},
              "protocols": {"protocol": [{"identifier": "openconfig-policy-types:BGP", "name": "BGP",
                "config": {"identifier": "openconfig-policy-types:BGP", "name": "BGP"},
                "bgp": {
                  "global": {
                    "config": {"as": 65001, "router-id": "10.255.0.1"},
                    "use-multiple-paths": {"config": {"enabled": true}},
                    "graceful-restart": {"config": {"enabled": true, "restart-time": 120, "stale-routes-time": 300,
                                                    "helper-only": true}},
                    "afi-safis": {"afi-safi": [
                      {"afi-safi-name": "openconfig-bgp-types:IPV4_UNICAST",
                       "config": {"afi-safi-name": "openconfig-bgp-types:IPV4_UNICAST", "enabled": true}},
                      {"afi-safi-name": "openconfig-bgp-types:IPV6_UNICAST",
                       "config": {"afi-safi-name": "openconfig-bgp-types:IPV6_UNICAST", "enabled": true}}]}},
                  "neighbors": {"neighbor": [
                    {"neighbor-address": "10.0.1.2",
                     "config": {"neighbor-address": "10.0.1.2", "peer-as": 65100, "description": "host0 sidecar",
                                "enabled": true, "neighbor-port": 1179,
                                "nosagent-bgp:host-interfaces": ["eth1/1/1", "eth1/2/1", "eth1/3/1", "eth1/4/1"]},
                     "transport": {"config": {"local-address": "10.0.1.1", "passive-mode": true}},
                     "graceful-restart": {"config": {"restart-time": 30}},
                     "afi-safis": {"afi-safi": [
                       {"afi-safi-name": "openconfig-bgp-types:IPV4_UNICAST",
                        "config": {"afi-safi-name": "openconfig-bgp-types:IPV4_UNICAST", "enabled": true},
                        "add-paths": {"config": {"receive": true, "send": false, "send-max": 8}}}]}},
                    {"neighbor-address": "10.1.1.1",
                     "config": {"neighbor-address": "10.1.1.1", "peer-group": "ctsw", "enabled": false, "neighbor-port": 179,
                                "nosagent-bgp:advertised-next-hop": "10.1.1.0"}}]},
                  "peer-groups": {"peer-group": [
                    {"peer-group-name": "ctsw",
                     "config": {"peer-group-name": "ctsw", "peer-as": 65200, "description": "spines"},
                     "transport": {"config": {"passive-mode": false}},
                     "enable-bfd": {"config": {"enabled": true, "desired-minimum-tx-interval": 100000,
                                               "required-minimum-receive": 100000, "detection-multiplier": 3}},
                     "afi-safis": {"afi-safi": [
                       {"afi-safi-name": "openconfig-bgp-types:IPV4_UNICAST",
                        "config": {"afi-safi-name": "openconfig-bgp-types:IPV4_UNICAST", "enabled": true}}]}}]}
                }}]}}]}
            """;

    private BgpDocuments() {
    }

    /** The DEFAULT instance with {@code bgp} as its BGP protocol's container (unqualified names accepted). */
    static String withBgp(String bgp) {
        return """
                {"network-instance": [{"name": "DEFAULT", "protocols": {"protocol": [
                  {"identifier": "BGP", "name": "BGP", "bgp": %s}]}}]}
                """.formatted(bgp);
    }
}
