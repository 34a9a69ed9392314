package io.nosagent.routing.bgp;

import io.nosagent.sai.observe.Published;
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Where the speaker records BGP's state and readers take it: writers (the update thread, the watch,
 * the neighbor poll) change parts under this object's lock and {@link #publish()}; readers take the
 * latest immutable {@link BgpState} from any thread or listen. Refusals are also events of their own
 * ({@link #onRefusal}).
 */
public final class BgpStates {

    /** Refusals kept for gNMI: the latest, so a noisy hijacker cannot grow the state without bound. */
    public static final int REFUSALS_KEPT = 64;

    private static final Logger log = LoggerFactory.getLogger(BgpStates.class);

    private final Published<BgpState> current;
    private final Published<BgpState.Refusal> refusalEvents = new Published<>("BGP refusals");

    private BgpState.Connection connection = BgpState.Connection.OFF;
    private final String daemon;
    private SortedMap<InetAddress, BgpState.NeighborState> neighbors = new TreeMap<>(StaticRoute.ADDRESS_ORDER);
    private int learned;
    private int stale;
    private SortedMap<Cidr, BgpState.TaskVip> taskVips = new TreeMap<>(PrefixOrder.INSTANCE);
    private final ArrayDeque<BgpState.Refusal> refusals = new ArrayDeque<>();
    private long refusalSequence;
    private boolean changed;

    public BgpStates(String daemon) {
        this.daemon = daemon;
        this.current = new Published<>("BGP state", snapshot(0));
    }

    public BgpState current() {
        return current.get();
    }

    /** Every new state, published on the publisher's thread: hand off. */
    public Published<BgpState> changes() {
        return current;
    }

    /** Every refused announcement (an event: what, from whom, why). */
    public Published<BgpState.Refusal> refusals() {
        return refusalEvents;
    }

    synchronized void connection(BgpState.Connection value) {
        changed |= connection != value;
        connection = value;
    }

    synchronized void neighbors(Map<InetAddress, BgpState.NeighborState> value) {
        var sorted = new TreeMap<InetAddress, BgpState.NeighborState>(StaticRoute.ADDRESS_ORDER);
        sorted.putAll(value);
        changed |= !sorted.equals(neighbors);
        neighbors = sorted;
    }

    synchronized void routes(int learnedCount, int staleCount, Map<Cidr, BgpState.TaskVip> vips) {
        var sorted = new TreeMap<Cidr, BgpState.TaskVip>(PrefixOrder.INSTANCE);
        sorted.putAll(vips);
        changed |= learned != learnedCount || stale != staleCount || !sorted.equals(taskVips);
        learned = learnedCount;
        stale = staleCount;
        taskVips = sorted;
    }

    /** Records a refusal and tells the refusal listeners at once. */
    void refused(Instant time, InetAddress neighbor, Cidr prefix, InetAddress nextHop, String reason) {
        BgpState.Refusal r;
        synchronized (this) {
            r = new BgpState.Refusal(++refusalSequence, time, neighbor, prefix, nextHop, reason);
            refusals.addLast(r);
            while (refusals.size() > REFUSALS_KEPT) {
                refusals.removeFirst();
            }
            changed = true;
        }
        refusalEvents.publish(r);
    }

    /** Publishes a new snapshot if anything changed. */
    void publish() {
        BgpState next;
        synchronized (this) {
            if (!changed) {
                return;
            }
            changed = false;
            next = snapshot(current.get().version() + 1);
        }
        current.publish(next);
    }

    private BgpState snapshot(long version) {
        return new BgpState(version, connection, daemon, neighbors, learned, stale, taskVips, List.copyOf(refusals));
    }
}
