package io.nosagent.routing.bgp.gobgp;

import java.util.List;

/**
 * Where the switch's BGP daemon accepts sessions: a daemon setting, not part of the BGP intent
 * (OpenConfig has no listen port; a switch listens on 179 on every address).
 *
 * @param port      TCP port (179 in production; tests use a free one)
 * @param addresses local addresses to listen on; empty: every address
 */
public record BgpListen(int port, List<String> addresses) {

    public static final BgpListen STANDARD = new BgpListen(179, List.of());

    public BgpListen {
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("BGP port " + port + " is out of range 1..65535");
        }
        addresses = List.copyOf(addresses);
    }
}
