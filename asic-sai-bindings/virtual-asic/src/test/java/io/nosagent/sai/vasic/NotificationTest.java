package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.SaiNotification.PortStateChange;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.vasic.sim.SimulatedTime;
import io.nosagent.sai.vasic.sim.Simulation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Port state notifications: raised by admin state and link changes, delivered in order on the ASIC's
 * own thread, or in simulation mode as simulation events.
 */
class NotificationTest {

    private static final int UP = SaiEnums.PortOperStatus.UP;
    private static final int DOWN = SaiEnums.PortOperStatus.DOWN;

    private final TestSwitch t = TestSwitch.of("rtsw");
    private final BlockingQueue<SaiNotification> received = new LinkedBlockingQueue<>();
    private final List<String> threads = new ArrayList<>();

    @AfterEach
    void close() {
        t.close();
    }

    private AutoCloseable subscribe() {
        return t.asic.subscribe(n -> {
            synchronized (threads) {
                threads.add(Thread.currentThread().getName());
            }
            received.add(n);
        });
    }

    /** Waits for the next notification; the dispatcher is asynchronous by design. */
    private SaiNotification next() throws InterruptedException {
        SaiNotification n = received.poll(10, TimeUnit.SECONDS);
        assertThat(n).as("a notification arrived").isNotNull();
        return n;
    }

    @Test
    void bringingAPortUpRaisesPortUpOnTheNotifierThread() throws Exception {
        long port = t.port(0);
        subscribe();

        t.asic.set(ObjectType.PORT, port, PortAttr.ADMIN_STATE.bool(true));

        assertThat(next()).isEqualTo(new PortStateChange(port, UP));
        synchronized (threads) {
            assertThat(threads).containsExactly(Notifier.THREAD_NAME);
        }
        assertThat(Thread.getAllStackTraces().keySet()).anySatisfy(th -> {
            assertThat(th.getName()).isEqualTo(Notifier.THREAD_NAME);
            assertThat(th.isDaemon()).isTrue();
        });
    }

    @Test
    void aLinkFlapIsDeliveredInOrderAndGetFollowsIt() throws Exception {
        long port = t.port(7);
        t.asic.set(ObjectType.PORT, port, PortAttr.ADMIN_STATE.bool(true));
        subscribe();

        t.asic.setLinkPresent(port, false);
        assertThat(t.asic.get(ObjectType.PORT, port, PortAttr.OPER_STATUS)).isEqualTo(new AttrValue.S32(DOWN));
        assertThat(t.asic.get(ObjectType.PORT, port, PortAttr.OPER_SPEED)).isEqualTo(new AttrValue.U32(0));
        t.asic.setLinkPresent(port, true);
        t.asic.setLinkPresent(port, false);
        t.asic.setLinkPresent(port, true);

        assertThat(List.of(next(), next(), next(), next())).containsExactly(
                new PortStateChange(port, DOWN), new PortStateChange(port, UP),
                new PortStateChange(port, DOWN), new PortStateChange(port, UP));
        assertThat(t.asic.isLinkPresent(port)).isTrue();
    }

    @Test
    void theDataPlanesCarrierActsLikeALinkChangeAndIsIgnoredForAPortAlreadyGone() throws Exception {
        long port = t.port(3);
        t.asic.set(ObjectType.PORT, port, PortAttr.ADMIN_STATE.bool(true));
        subscribe();

        t.asic.carrierSeen(port, false);
        assertThat(next()).isEqualTo(new PortStateChange(port, DOWN));
        t.asic.carrierSeen(port, false); // no change: no notification
        t.asic.carrierSeen(port, true);
        assertThat(next()).isEqualTo(new PortStateChange(port, UP));

        // A cold reboot can remove the ports while the simulation rebuilds from the ones it saw.
        long gone = port + 0x1000;
        t.asic.carrierSeen(gone, false);
        assertThat(received.poll(200, TimeUnit.MILLISECONDS)).as("nothing for a port that is not there").isNull();
        assertThat(t.asic.isLinkPresent(port)).isTrue();
    }

    @Test
    void noNotificationWhenTheOperStatusDoesNotChange() throws Exception {
        long adminDown = t.port(1);
        long watched = t.port(2);
        subscribe();

        t.asic.setLinkPresent(adminDown, false); // already down: admin down
        t.asic.set(ObjectType.PORT, adminDown, PortAttr.ADMIN_STATE.bool(true)); // still down: no link
        t.asic.set(ObjectType.PORT, watched, PortAttr.ADMIN_STATE.bool(true));

        assertThat(next()).as("the first notification is the watched port's").isEqualTo(new PortStateChange(watched, UP));
        assertThat(received).isEmpty();
    }

    @Test
    void aClosedSubscriptionReceivesNothingMore() throws Exception {
        long a = t.port(0);
        long b = t.port(1);
        var first = subscribe();
        var others = new LinkedBlockingQueue<SaiNotification>();
        t.asic.subscribe(others::add);

        t.asic.set(ObjectType.PORT, a, PortAttr.ADMIN_STATE.bool(true));
        assertThat(next()).isEqualTo(new PortStateChange(a, UP));
        first.close();
        t.asic.set(ObjectType.PORT, b, PortAttr.ADMIN_STATE.bool(true));

        assertThat(others.poll(10, TimeUnit.SECONDS)).isEqualTo(new PortStateChange(a, UP));
        assertThat(others.poll(10, TimeUnit.SECONDS)).isEqualTo(new PortStateChange(b, UP));
        assertThat(received).isEmpty();
    }

    @Test
    void aFailingSubscriberDoesNotStopDelivery() throws Exception {
        long port = t.port(0);
        t.asic.subscribe(n -> {
            throw new IllegalStateException("subscriber bug");
        });
        subscribe();

        t.asic.set(ObjectType.PORT, port, PortAttr.ADMIN_STATE.bool(true));
        t.asic.set(ObjectType.PORT, port, PortAttr.ADMIN_STATE.bool(false));

        assertThat(List.of(next(), next())).containsExactly(new PortStateChange(port, UP), new PortStateChange(port, DOWN));
    }

    @Test
    void theDataPlaneCanRaiseAPfcDeadlock() throws Exception {
        long queue = ((AttrValue.OidList) t.asic.get(ObjectType.PORT, t.port(0), PortAttr.QOS_QUEUE_LIST)).get(3);
        subscribe();

        t.asic.raise(new SaiNotification.QueuePfcDeadlock(queue, 0));

        assertThat(next()).isEqualTo(new SaiNotification.QueuePfcDeadlock(queue, 0));
    }

    @Test
    void inSimulationModeALinkLossIsDeliveredOnTheSimulationThreadAtTheInstantItHappened() {
        var sim = new Simulation(1);
        var time = new SimulatedTime(sim);
        t.asic.deliverNotificationsOn(time);
        long port = t.port(4);
        var seen = new ArrayList<String>();
        t.asic.subscribe(n -> seen.add(sim.now() + " ns " + n + (sim.onSimulationThread() ? " in the simulation" : " elsewhere")));

        t.asic.set(ObjectType.PORT, port, PortAttr.ADMIN_STATE.bool(true)); // raised outside the simulation
        assertThat(seen).as("nothing runs until the simulation does").isEmpty();
        sim.schedule(5_000, (kind, arg, subject) -> t.asic.setLinkPresent(port, false), 0, 0, null);
        time.runFor(Duration.ofMillis(1));

        assertThat(seen).containsExactly(
                "0 ns " + new PortStateChange(port, UP) + " in the simulation",
                "5000 ns " + new PortStateChange(port, DOWN) + " in the simulation");
    }

    @Test
    void closingTheAsicStopsItsNotifierThread() throws Exception {
        subscribe();
        Thread notifier = Thread.getAllStackTraces().keySet().stream()
                .filter(th -> th.getName().equals(Notifier.THREAD_NAME) && th.isAlive()).findFirst().orElseThrow();

        t.asic.close();
        notifier.join(10_000);

        assertThat(notifier.isAlive()).isFalse();
    }
}
