package io.nosagent.config.intent.qos;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * How the ingress pools are divided once every port's headroom is known: of each pool's size, the
 * reservation and XOFF headroom of every lossless priority group on it are set aside, and the rest is
 * shared; on a STATIC pool each priority group (lossless or lossy) drawing on it gets an equal static
 * share. Validation checks the plan against the pools and the buffer; the QoS programmer programs it.
 *
 * @param pools     ingress pools that lossless ports draw on, by name
 * @param xoffBytes XOFF headroom of each lossless port (one figure per port: its priority groups are alike)
 */
public record BufferPlan(Map<String, PoolShare> pools, Map<String, Long> xoffBytes) {

    /**
     * One ingress pool's division.
     *
     * @param pool     the pool as configured
     * @param setAside bytes reserved or held as headroom by its lossless priority groups
     * @param holders  priority groups drawing on it (each lossless port's lossless groups and its lossy group)
     * @param ports    the ports drawing on it, in order
     */
    public record PoolShare(BufferPool pool, long setAside, int holders, List<String> ports) {
        public PoolShare {
            ports = List.copyOf(ports);
        }

        /** The shared part: what the pool is programmed with (negative when the headroom does not fit). */
        public long shared() {
            return pool.size() - setAside;
        }

        /** Each holder's static limit on a STATIC pool. */
        public long staticShare() {
            return holders == 0 ? shared() : Math.max(0, shared()) / holders;
        }
    }

    public BufferPlan {
        pools = Collections.unmodifiableMap(new LinkedHashMap<>(pools));
        xoffBytes = Collections.unmodifiableMap(new LinkedHashMap<>(xoffBytes));
    }

    /**
     * The plan for {@code qos}: ports in interface order, each with its MTU, speed (ports whose speed is
     * unknown are left out) and the buffer's cell size.
     */
    public static BufferPlan of(QosIntent qos, ToIntFunction<String> mtu, Function<String, OptionalLong> speedMbps,
                                int cellBytes) {
        var setAside = new LinkedHashMap<String, Long>();
        var holders = new LinkedHashMap<String, Integer>();
        var ports = new LinkedHashMap<String, List<String>>();
        var xoff = new LinkedHashMap<String, Long>();
        for (String port : qos.interfaces().keySet()) {
            var settings = qos.effective(port).flatMap(PortQosSettings::lossless);
            OptionalLong speed = speedMbps.apply(port);
            if (settings.isEmpty() || speed.isEmpty()) {
                continue;
            }
            LosslessProfile profile = settings.get().profile();
            long headroom = Headroom.xoffBytes(speed.getAsLong(), settings.get().cableLength(), mtu.applyAsInt(port), cellBytes);
            xoff.put(port, headroom);
            int groups = losslessGroups(profile);
            setAside.merge(profile.ingressPool(), groups * (profile.reserved() + headroom), Long::sum);
            holders.merge(profile.ingressPool(), groups + 1, Integer::sum);
            ports.computeIfAbsent(profile.ingressPool(), p -> new java.util.ArrayList<>()).add(port);
        }
        var pools = new LinkedHashMap<String, PoolShare>();
        setAside.forEach((name, bytes) -> {
            BufferPool pool = qos.bufferPools().get(name);
            if (pool != null) {
                pools.put(name, new PoolShare(pool, bytes, holders.get(name), ports.get(name)));
            }
        });
        return new BufferPlan(pools, xoff);
    }

    /** The distinct priority groups of a profile's lossless priorities. */
    public static int losslessGroups(LosslessProfile profile) {
        var groups = new TreeSet<Integer>();
        profile.priorities().values().forEach(p -> groups.add(p.priorityGroup()));
        return groups.size();
    }
}
