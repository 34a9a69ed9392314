package io.nosagent.lab.bench;

import io.nosagent.net.Cidr;
import io.nosagent.routing.bgp.fpm.FpmMessage;
import io.nosagent.routing.bgp.fpm.FpmServer;
import io.nosagent.routing.bgp.frr.FpmRoutes;

import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The bench's reference dataplane: an FPM listener that only keeps zebra's next-hop objects and BGP routes
 * and notices when {@code prefixes} routes each have {@code paths} paths; nothing is programmed. What zebra
 * and bgpd take to get there is the daemons' own limit, which the agent's end to end is compared with.
 */
final class FpmSink implements FpmServer.Listener {

    private final int prefixes;
    private final int paths;

    // Under this.
    private final Map<Integer, Integer> pathsOfNextHop = new HashMap<>();
    private final Map<Cidr, Integer> pathsOfRoute = new HashMap<>();
    private final Set<Cidr> complete = new HashSet<>();
    private long done;

    FpmSink(int prefixes, int paths) {
        this.prefixes = prefixes;
        this.paths = paths;
    }

    @Override
    public void connected(FpmServer.Connection connection) {
    }

    @Override
    public void disconnected(FpmServer.Connection connection) {
    }

    @Override
    public synchronized void received(FpmServer.Connection connection, FpmMessage message) {
        switch (message) {
            case FpmMessage.NextHop nh -> pathsOfNextHop.put(nh.id(), nh.isGroup() ? nh.group().size() : 1);
            case FpmMessage.NextHopDeleted d -> pathsOfNextHop.remove(d.id());
            case FpmMessage.Route r -> {
                if (r.protocol() == FpmRoutes.RTPROT_BGP) {
                    int n = r.nextHopId().isPresent() ? pathsOfNextHop.getOrDefault(r.nextHopId().getAsInt(), 0) : r.paths().size();
                    pathsOfRoute.put(r.prefix(), n);
                    track(r.prefix(), n);
                }
            }
            case FpmMessage.RouteDeleted d -> {
                pathsOfRoute.remove(d.prefix());
                track(d.prefix(), 0);
            }
        }
    }

    private void track(Cidr prefix, int n) {
        if (n == paths) {
            complete.add(prefix);
        } else {
            complete.remove(prefix);
        }
        if (complete.size() >= prefixes && done == 0) {
            done = System.nanoTime();
            notifyAll();
        }
    }

    /** Waits until every prefix has all its paths; false after {@code limit}. */
    synchronized boolean await(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (complete.size() < prefixes) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            wait(Math.max(1, left / 1_000_000));
        }
        return true;
    }

    /** When every prefix first had all its paths (System.nanoTime). */
    synchronized long done() {
        return done;
    }

    /** The distinct next-hop groups the routes use (zebra's ids). */
    synchronized int groups() {
        return (int) pathsOfNextHop.values().stream().filter(n -> n > 1).count();
    }
}
