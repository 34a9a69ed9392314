package io.nosagent.config.intent.bgp;

import java.util.OptionalInt;

/**
 * ADD-PATHS (RFC 7911) for one address family of a neighbor or peer group: a host's sidecar announces a
 * task VIP once per NIC over one session, so the switch must receive several paths per prefix.
 *
 * @param receive accept several paths per prefix from the neighbor (default false)
 * @param send    send several paths per prefix to it (default false)
 * @param sendMax how many paths per prefix at most, when set
 */
public record AddPaths(boolean receive, boolean send, OptionalInt sendMax) {

    public static final AddPaths OFF = new AddPaths(false, false, OptionalInt.empty());

    public boolean isDefault() {
        return equals(OFF);
    }
}
