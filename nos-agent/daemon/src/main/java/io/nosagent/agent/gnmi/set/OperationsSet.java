package io.nosagent.agent.gnmi.set;

import com.fasterxml.jackson.databind.JsonNode;
import io.grpc.Status;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.agent.gnmi.paths.AgentStateHandler;
import io.nosagent.agent.snapshot.SnapshotService;
import io.nosagent.api.gnmi.proto.UpdateResult;
import io.nosagent.feature.SnapshotTrigger;
import io.nosagent.agent.faults.FaultInjector;
import io.nosagent.agent.optics.SimulatedOptics;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.yang.SimYang;
import io.nosagent.config.yang.SimYang.Interfaces.Interface;
import io.nosagent.config.yang.SimYang.Interfaces.Interface.PfcStorms.PfcStorm;
import io.nosagent.config.yang.SnapshotsYang;
import io.nosagent.sai.bringup.SwitchHandle;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Set on the project's operational paths (origin {@code nosagent}), which act instead of configuring:
 * nothing here is committed or persisted.
 *
 * <pre>
 * update /sim/interfaces/interface[name=P]/pfc-storms/pfc-storm[priority=N]/config  {"duration": ms}  (0 or none: until deleted)
 * delete /sim/interfaces/interface[name=P]/pfc-storms/pfc-storm[priority=N]          stops it
 * update /sim/interfaces/interface[name=P]/config/link-up     true | false
 * update /sim/interfaces/interface[name=P]/config/draining    true | false   (false: the NIC stops draining)
 * update /sim/interfaces/interface[name=P]/config/loss-ppm    corrupted frames per million from the peer
 * update /sim/interfaces/interface[name=P]/config/optic-degraded       true: every lane of P's optic fades; false repairs it
 * update /sim/interfaces/interface[name=P]/config/optic-degraded-lane  N: lane N of P's optic fades (no simulated hosts needed)
 * update /snapshots/take/reason                               "why": a snapshot now, written before the answer
 * </pre>
 * Fault paths need simulated hosts on a virtual ASIC; on a hardware backend they answer UNIMPLEMENTED.
 * Every operation is checked before any is applied; a Set mixing these with config is INVALID_ARGUMENT.
 */
public final class OperationsSet {

    private static final Duration SNAPSHOT_WAIT = Duration.ofSeconds(30);
    private static final String SIM = SimYang.node().name();
    private static final String SNAPSHOTS = SnapshotsYang.node().name();

    private final SnapshotService snapshots;
    private final Supplier<Optional<FaultInjector>> faults;
    private final SimulatedOptics optics;
    private final SwitchHandle sw;

    /**
     * @param faults the simulated hosts' faults, when the lab cabled hosts to a virtual ASIC
     * @param optics the ports' simulated optics, which {@code optic-degraded} and {@code optic-degraded-lane} dim
     */
    public OperationsSet(SnapshotService snapshots, Supplier<Optional<FaultInjector>> faults, SimulatedOptics optics, SwitchHandle sw) {
        this.snapshots = snapshots;
        this.faults = faults;
        this.optics = optics;
        this.sw = sw;
    }

    /** Whether the Set is for these paths; INVALID_ARGUMENT when it mixes them with config. */
    boolean handles(List<SetOperation> operations) {
        long mine = operations.stream().filter(o -> isOperational(o.path())).count();
        if (mine > 0 && mine < operations.size()) {
            throw GnmiException.invalid("a Set cannot mix operations (origin nosagent: /sim, /snapshots) with configuration");
        }
        return mine > 0;
    }

    private static boolean isOperational(ConfigPath p) {
        return p.origin().equals(AgentStateHandler.ORIGIN) && !p.elems().isEmpty()
                && (p.elems().getFirst().localName().equals(SIM) || p.elems().getFirst().localName().equals(SNAPSHOTS));
    }

    /** Checks every operation, then applies them in order. */
    void apply(List<SetOperation> operations, String user) {
        var actions = new ArrayList<Runnable>();
        for (int i = 0; i < operations.size(); i++) {
            try {
                actions.add(action(operations.get(i), user));
            } catch (GnmiException e) {
                if (e.code() == Status.Code.UNIMPLEMENTED) {
                    throw e; // the whole RPC: this backend has no such thing
                }
                throw new SetFailure(i, e.code(), operations.get(i).describe() + ": " + e.getMessage(), e);
            }
        }
        for (int i = 0; i < actions.size(); i++) {
            try {
                actions.get(i).run();
            } catch (IllegalArgumentException | IllegalStateException e) {
                throw new SetFailure(i, Status.Code.FAILED_PRECONDITION, operations.get(i).describe() + ": " + e.getMessage(), e);
            }
        }
    }

    private Runnable action(SetOperation op, String user) {
        List<ConfigPath.Elem> e = op.path().elems();
        if (e.getFirst().localName().equals(SNAPSHOTS)) {
            return snapshot(op, e, user);
        }
        if (e.size() == 5 && e.get(3).localName().equals(Interface.CONFIG) && op.op() != UpdateResult.Operation.DELETE
                && (e.get(4).localName().equals(Interface.Config.OPTIC_DEGRADED) || e.get(4).localName().equals(Interface.Config.OPTIC_DEGRADED_LANE))) {
            return optic(e.get(2).keys().get(Interface.NAME), e.get(4).localName(), op.value());
        }
        FaultInjector injector = faults.get().orElseThrow(() -> GnmiException.unimplemented(
                "fault injection needs simulated hosts on the virtual ASIC; this agent has none (hardware backend, or started without them)"));
        if (e.size() < 3 || !e.get(1).localName().equals(SimYang.INTERFACES)
                || !e.get(2).localName().equals(SimYang.Interfaces.INTERFACE) || e.get(2).keys().get(Interface.NAME) == null) {
            throw GnmiException.invalid("expected /sim/interfaces/interface[name=P]/...");
        }
        String port = e.get(2).keys().get(Interface.NAME);
        if (sw.portId(port).isEmpty()) {
            throw GnmiException.invalid("unknown interface '" + port + "' (not a port of this switch)");
        }
        List<String> rest = e.subList(3, e.size()).stream().map(ConfigPath.Elem::localName).toList();
        if (!rest.isEmpty() && rest.getFirst().equals(Interface.PFC_STORMS)) {
            if (e.size() < 5 || e.get(4).keys().get(PfcStorm.PRIORITY) == null) {
                throw GnmiException.invalid("expected .../pfc-storms/pfc-storm[priority=N]");
            }
            int priority = intKey(e.get(4).keys().get(PfcStorm.PRIORITY), PfcStorm.PRIORITY, 0, 7);
            if (op.op() == UpdateResult.Operation.DELETE) {
                return () -> injector.stopStorm(port, priority);
            }
            long ms = stormDuration(op.value(), rest.subList(2, rest.size()));
            Optional<Duration> duration = ms == 0 ? Optional.empty() : Optional.of(Duration.ofMillis(ms));
            return () -> injector.startStorm(port, priority, duration);
        }
        if (rest.size() == 2 && rest.get(0).equals(Interface.CONFIG) && op.op() != UpdateResult.Operation.DELETE) {
            JsonNode v = op.value();
            return switch (rest.get(1)) {
                case Interface.Config.LINK_UP -> {
                    boolean up = bool(v, Interface.Config.LINK_UP);
                    yield () -> injector.link(port, up);
                }
                case Interface.Config.DRAINING -> {
                    boolean on = bool(v, Interface.Config.DRAINING);
                    yield () -> injector.draining(port, on);
                }
                case Interface.Config.LOSS_PPM -> {
                    long ppm = number(v, Interface.Config.LOSS_PPM, 0, 1_000_000);
                    yield () -> injector.lossy(port, ppm / 1e6);
                }
                case Interface.Config.SWAPPED_WITH -> {
                    String other = v.isTextual() ? v.asText() : v.path(Interface.Config.SWAPPED_WITH).asText("");
                    if (other.isEmpty()) {
                        yield () -> injector.unswapCables(port);
                    }
                    if (sw.portId(other).isEmpty() || other.equals(port)) {
                        throw GnmiException.invalid(Interface.Config.SWAPPED_WITH + " '" + other + "' is not another port of this switch");
                    }
                    yield () -> injector.swapCables(port, other);
                }
                default -> throw GnmiException.invalid("no leaf '" + rest.get(1)
                        + "' (link-up, draining, loss-ppm, swapped-with, optic-degraded, optic-degraded-lane)");
            };
        }
        throw GnmiException.invalid("not a fault path: use .../pfc-storms/pfc-storm[priority=N] or .../config/{link-up,draining,loss-ppm,swapped-with}");
    }

    /** Dims one lane or every lane of a port's optic, or repairs it; the optics need no simulated hosts. */
    private Runnable optic(String port, String leaf, JsonNode v) {
        var optic = port == null ? Optional.<SimulatedOptics.Optic>empty() : optics.optic(port);
        if (optic.isEmpty() || sw.portId(port).isEmpty()) {
            throw GnmiException.invalid("unknown interface '" + port + "' (not a port of this switch)");
        }
        if (leaf.equals(Interface.Config.OPTIC_DEGRADED)) {
            boolean degraded = bool(v, Interface.Config.OPTIC_DEGRADED);
            return degraded ? () -> optics.degrade(port, OptionalInt.empty()) : () -> optics.repair(port);
        }
        int lane = (int) number(v, Interface.Config.OPTIC_DEGRADED_LANE, 0, optic.get().lanes() - 1);
        return () -> optics.degrade(port, OptionalInt.of(lane));
    }

    private Runnable snapshot(SetOperation op, List<ConfigPath.Elem> e, String user) {
        if (op.op() == UpdateResult.Operation.DELETE || e.size() < 2 || !e.get(1).localName().equals(SnapshotsYang.TAKE)) {
            throw GnmiException.invalid("expected update /snapshots/take/reason");
        }
        JsonNode v = op.value();
        String reason = e.size() == 3 ? v.asText() : v.path(SnapshotsYang.Take.REASON).asText("");
        String why = "requested by " + user + (reason.isBlank() ? "" : ": " + reason);
        return () -> {
            var written = snapshots.request(SnapshotTrigger.request(why)).orElseThrow();
            try {
                written.get(SNAPSHOT_WAIT.toSeconds(), TimeUnit.SECONDS);
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while the snapshot was written");
            } catch (ExecutionException | TimeoutException ex) {
                throw new IllegalStateException("the snapshot was not written: " + ex.getMessage());
            }
        };
    }

    private static long stormDuration(JsonNode v, List<String> below) {
        if (v == null || v.isNull()) {
            return 0;
        }
        if (below.equals(List.of(PfcStorm.CONFIG, PfcStorm.Config.DURATION)) || below.equals(List.of(PfcStorm.Config.DURATION))) {
            return number(v, PfcStorm.Config.DURATION, 0, 3_600_000);
        }
        JsonNode config = below.isEmpty() ? v.path(PfcStorm.CONFIG) : v;
        JsonNode d = config.path(PfcStorm.Config.DURATION);
        return d.isMissingNode() ? 0 : number(d, PfcStorm.Config.DURATION, 0, 3_600_000);
    }

    private static int intKey(String text, String name, int min, int max) {
        try {
            int v = Integer.parseInt(text);
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException ignored) {
            // fall through
        }
        throw GnmiException.invalid(name + " '" + text + "' is not within " + min + ".." + max);
    }

    private static boolean bool(JsonNode v, String name) {
        if (v != null && v.isBoolean()) {
            return v.booleanValue();
        }
        if (v != null && v.isTextual() && (v.asText().equals("true") || v.asText().equals("false"))) {
            return Boolean.parseBoolean(v.asText());
        }
        throw GnmiException.invalid(name + " takes true or false, not " + v);
    }

    private static long number(JsonNode v, String name, long min, long max) {
        long n;
        if (v != null && v.canConvertToLong() && v.isIntegralNumber()) {
            n = v.longValue();
        } else if (v != null && v.isTextual() && v.asText().matches("\\d+")) {
            n = Long.parseLong(v.asText());
        } else {
            throw GnmiException.invalid(name + " takes a whole number, not " + v);
        }
        if (n < min || n > max) {
            throw GnmiException.invalid(name + " " + n + " is not within " + min + ".." + max);
        }
        return n;
    }
}
