package io.nosagent.routing.groups;

import io.nosagent.routing.state.MemberStatus;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which ports may carry routed traffic now, as the update thread last applied it: a port is
 * {@linkplain MemberStatus#FAILED_OVER failed over} while operationally down (fast failover),
 * {@linkplain MemberStatus#DRAINED drained} while the config drains it, else {@linkplain MemberStatus#UP up}.
 * Groups and TE overrides listen and follow each change. Update thread only.
 */
public final class PortAvailability {

    /** Told which ports changed status, after the change. */
    @FunctionalInterface
    public interface Listener {
        void portsChanged(Set<String> ports);
    }

    private final Set<String> down = new HashSet<>();
    private final Set<String> drained = new HashSet<>();
    private final List<Listener> listeners = new ArrayList<>();

    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    /** Down wins over drained: a port that cannot carry traffic is failed over, whatever the config says. */
    public MemberStatus status(String port) {
        if (down.contains(port)) {
            return MemberStatus.FAILED_OVER;
        }
        return drained.contains(port) ? MemberStatus.DRAINED : MemberStatus.UP;
    }

    public Set<String> drained() {
        return Set.copyOf(drained);
    }

    /** Records {@code port}'s oper state; listeners hear of it if its status changed. */
    public void setDown(String port, boolean isDown) {
        setDown(isDown ? Set.of(port) : Set.of(), isDown ? Set.of() : Set.of(port));
    }

    /** Records several ports' oper state at once, so listeners touch each group once. */
    public void setDown(Set<String> nowDown, Set<String> nowUp) {
        var changed = new TreeSet<String>();
        for (String p : nowDown) {
            if (down.add(p)) {
                changed.add(p);
            }
        }
        for (String p : nowUp) {
            if (down.remove(p)) {
                changed.add(p);
            }
        }
        tell(changed);
    }

    /** Makes {@code ports} the drained set; listeners hear of the ports that entered or left it. */
    public void setDrained(Set<String> ports) {
        var changed = new TreeSet<String>();
        for (String p : ports) {
            if (!drained.contains(p)) {
                changed.add(p);
            }
        }
        for (String p : drained) {
            if (!ports.contains(p)) {
                changed.add(p);
            }
        }
        drained.clear();
        drained.addAll(ports);
        tell(changed);
    }

    private void tell(Set<String> changed) {
        if (changed.isEmpty()) {
            return;
        }
        var ports = new LinkedHashSet<>(changed);
        RuntimeException failure = null;
        for (Listener l : listeners) {
            // Every listener follows even if one fails: a group the ASIC refused must not keep a TE
            // override pointing at a dead port.
            try {
                l.portsChanged(ports);
            } catch (RuntimeException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
