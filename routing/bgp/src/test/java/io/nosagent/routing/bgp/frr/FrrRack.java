package io.nosagent.routing.bgp.frr;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.routing.RoutedRack;
import io.nosagent.routing.bgp.BgpState;
import io.nosagent.routing.bgp.FrrSpeaker;
import io.nosagent.routing.state.RoutingState;
import io.nosagent.net.Cidr;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.fail;

/**
 * An RTSW on the virtual ASIC test kit ({@link RoutedRack}) with its {@link FrrSpeaker}: FRR as children in a
 * network namespace of {@link FrrLab}, kernel interfaces made by the speaker where the lab made none. Commits go
 * to the routing programmers, then to the speaker, as the agent runs them. The daemons answer in real time while
 * the rack's clock is simulated: {@link #await} runs the simulation in small steps until a condition holds.
 */
final class FrrRack implements AutoCloseable {

    private static final Duration TIMEOUT = Duration.ofSeconds(40);

    private final RoutedRack rack;
    private final FrrSpeaker speaker;

    FrrRack(RoutedRack rack, String namespace, Path dir) {
        this(rack, namespace, new FrrDaemons(dir, Optional.of(namespace)));
    }

    /** As the agent runs with {@code frr}: its own children or a running FRR in {@code namespace}. */
    FrrRack(RoutedRack rack, String namespace, FrrSuite frr) {
        this.rack = rack;
        speaker = new FrrSpeaker(rack.ribInput(), rack.routing().state(), rack.updateLoop(), rack.sw().time(),
                rack.sw().handle().platform(), frr, Optional.of(namespace), false);
    }

    RoutedRack rack() {
        return rack;
    }

    FrrSpeaker speaker() {
        return speaker;
    }

    /** The BGP state the speaker serves. */
    BgpState state() {
        return speaker.state().current();
    }

    /** Programs {@code next}: the routing programmers, then the speaker. */
    void commit(SwitchIntent next) {
        var before = rack.running();
        rack.commit(next);
        speaker.apply(IntentDelta.between(before, next));
    }

    /** Whether {@code prefix} is programmed with a resolved target. */
    boolean programmed(Cidr prefix) {
        return rack.state().route(prefix).filter(r -> !(r.target() instanceof RoutingState.Unresolved)).isPresent();
    }

    /** The members of {@code prefix}'s next-hop group (0 without one). */
    int members(Cidr prefix) {
        return rack.state().groupOf(prefix).map(g -> g.members().size()).orElse(0);
    }

    void await(String what, BooleanSupplier condition) {
        await(what, TIMEOUT, condition);
    }

    /** Runs the simulation in small steps until {@code condition} holds; fails after {@code realTimeout}. */
    void await(String what, Duration realTimeout, BooleanSupplier condition) {
        long deadline = System.nanoTime() + realTimeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("not within " + realTimeout.toSeconds() + " s: " + what + "; FPM " + speaker.routes().counts()
                        + ", BGP " + state());
            }
            step();
        }
    }

    /** Runs the simulation and real time side by side for {@code real}: for checks that nothing happens. */
    void idle(Duration real) {
        long end = System.nanoTime() + real.toNanos();
        while (System.nanoTime() < end) {
            step();
        }
    }

    private void step() {
        rack.run(Duration.ofMillis(10));
        try {
            TimeUnit.MILLISECONDS.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        speaker.close();
        rack.close();
    }
}
