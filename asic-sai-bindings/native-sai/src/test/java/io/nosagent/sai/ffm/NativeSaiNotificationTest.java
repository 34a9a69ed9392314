package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiNotification;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Notifications the library raises on its own pthread reach Java listeners with the right port or
 * queue and state, on the backend's dispatcher thread rather than the vendor's.
 */
class NativeSaiNotificationTest {

    private record Delivery(SaiNotification notification, String thread) {
    }

    @Test
    void aPortGoingDownOnTheLibrarysThreadReachesTheListener() throws Exception {
        Path library = TestSaiLibrary.full();
        try (var hooks = new TestSaiLibrary(library); var sai = NativeSai.open(library, Map.of("SAI_TEST_PORTS", "4"))) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            var ports = (AttrValue.OidList) sai.get(ObjectType.SWITCH, sw, SwitchAttr.PORT_LIST);
            BlockingQueue<Delivery> received = new LinkedBlockingQueue<>();
            sai.subscribe(n -> received.add(new Delivery(n, Thread.currentThread().getName())));

            assertThat(hooks.firePortState(new long[]{ports.get(3), ports.get(1)},
                    new int[]{SaiEnums.PortOperStatus.DOWN, SaiEnums.PortOperStatus.UP})).isTrue();

            var first = received.poll(10, TimeUnit.SECONDS);
            var second = received.poll(10, TimeUnit.SECONDS);
            assertThat(first.notification()).isEqualTo(new SaiNotification.PortStateChange(ports.get(3), SaiEnums.PortOperStatus.DOWN));
            assertThat(second.notification()).isEqualTo(new SaiNotification.PortStateChange(ports.get(1), SaiEnums.PortOperStatus.UP));
            assertThat(((SaiNotification.PortStateChange) second.notification()).isUp()).isTrue();
            assertThat(first.thread()).isEqualTo("sai-notifications");
        }
    }

    @Test
    void aPfcDeadlockNamesTheQueueAndTheEvent() throws Exception {
        Path library = TestSaiLibrary.full();
        try (var hooks = new TestSaiLibrary(library); var sai = NativeSai.open(library, Map.of("SAI_TEST_PORTS", "2"))) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            long port = ((AttrValue.OidList) sai.get(ObjectType.SWITCH, sw, SwitchAttr.PORT_LIST)).get(0);
            long queue2 = ((AttrValue.OidList) sai.get(ObjectType.PORT, port, PortAttr.QOS_QUEUE_LIST)).get(2);
            BlockingQueue<SaiNotification> received = new LinkedBlockingQueue<>();
            sai.subscribe(received::add);

            hooks.firePfcDeadlock(new long[]{queue2}, new int[]{SaiEnums.QueuePfcDeadlockEventType.DETECTED});

            var n = received.poll(10, TimeUnit.SECONDS);
            assertThat(n).isEqualTo(new SaiNotification.QueuePfcDeadlock(queue2, SaiEnums.QueuePfcDeadlockEventType.DETECTED));
            assertThat(((SaiNotification.QueuePfcDeadlock) n).isDetected()).isTrue();
        }
    }

    @Test
    void aClosedSubscriptionHearsNothingMore() throws Exception {
        Path library = TestSaiLibrary.full();
        try (var hooks = new TestSaiLibrary(library); var sai = NativeSai.open(library, Map.of("SAI_TEST_PORTS", "1"))) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            long port = ((AttrValue.OidList) sai.get(ObjectType.SWITCH, sw, SwitchAttr.PORT_LIST)).get(0);
            BlockingQueue<SaiNotification> gone = new LinkedBlockingQueue<>();
            BlockingQueue<SaiNotification> kept = new LinkedBlockingQueue<>();
            AutoCloseable subscription = sai.subscribe(gone::add); // ahead of "kept" in delivery order
            sai.subscribe(kept::add);
            subscription.close();

            hooks.firePortState(new long[]{port}, new int[]{SaiEnums.PortOperStatus.DOWN});

            assertThat(kept.poll(10, TimeUnit.SECONDS)).isNotNull();
            assertThat(gone).isEmpty();
        }
    }

    @Test
    void aListenerThatThrowsDoesNotStopDelivery() throws Exception {
        Path library = TestSaiLibrary.full();
        try (var hooks = new TestSaiLibrary(library); var sai = NativeSai.open(library, Map.of("SAI_TEST_PORTS", "1"))) {
            long sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
            long port = ((AttrValue.OidList) sai.get(ObjectType.SWITCH, sw, SwitchAttr.PORT_LIST)).get(0);
            BlockingQueue<SaiNotification> kept = new LinkedBlockingQueue<>();
            sai.subscribe(n -> {
                throw new IllegalStateException("listener bug");
            });
            sai.subscribe(kept::add);

            hooks.firePortState(new long[]{port}, new int[]{SaiEnums.PortOperStatus.DOWN});
            hooks.firePortState(new long[]{port}, new int[]{SaiEnums.PortOperStatus.UP});

            assertThat(kept.poll(10, TimeUnit.SECONDS)).isEqualTo(new SaiNotification.PortStateChange(port, SaiEnums.PortOperStatus.DOWN));
            assertThat(kept.poll(10, TimeUnit.SECONDS)).isEqualTo(new SaiNotification.PortStateChange(port, SaiEnums.PortOperStatus.UP));
        }
    }
}
