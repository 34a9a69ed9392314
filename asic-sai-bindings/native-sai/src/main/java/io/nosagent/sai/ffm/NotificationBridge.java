package io.nosagent.sai.ffm;

import io.nosagent.sai.SaiNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

/**
 * Turns the library's notification callbacks into {@link SaiNotification}s. The C callbacks
 * ({@code sai_port_state_change_notification_fn}, {@code sai_queue_pfc_deadlock_notification_fn},
 * {@code sai_packet_event_notification_fn}) run on the vendor's thread: they only copy the entries out of the library's memory and queue
 * them. A dispatcher thread of ours hands them to the listeners, so agent code never runs on (or
 * blocks) the vendor's thread.
 */
final class NotificationBridge implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(NotificationBridge.class);
    private static final long PORT_ENTRY = SaiAbi.PORT_OPER_STATUS_NOTIFICATION.byteSize();
    private static final long DEADLOCK_ENTRY = SaiAbi.QUEUE_DEADLOCK_NOTIFICATION.byteSize();

    private final MemorySegment portStateCallback;
    private final MemorySegment pfcDeadlockCallback;
    private final MemorySegment packetEventCallback;
    private final BlockingQueue<List<SaiNotification>> queue = new LinkedBlockingQueue<>();
    private final List<Consumer<SaiNotification>> listeners = new CopyOnWriteArrayList<>();
    private final Thread dispatcher;

    NotificationBridge(Arena arena) {
        try {
            var lookup = MethodHandles.lookup();
            var type = MethodType.methodType(void.class, int.class, MemorySegment.class);
            var descriptor = FunctionDescriptor.ofVoid(JAVA_INT, ADDRESS);
            var linker = Linker.nativeLinker();
            portStateCallback = linker.upcallStub(
                    lookup.findVirtual(NotificationBridge.class, "onPortState", type).bindTo(this), descriptor, arena);
            pfcDeadlockCallback = linker.upcallStub(
                    lookup.findVirtual(NotificationBridge.class, "onPfcDeadlock", type).bindTo(this), descriptor, arena);
            packetEventCallback = linker.upcallStub(lookup.findVirtual(NotificationBridge.class, "onPacket",
                            MethodType.methodType(void.class, long.class, long.class, MemorySegment.class, int.class, MemorySegment.class))
                    .bindTo(this), FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG, ADDRESS, JAVA_INT, ADDRESS), arena);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("notification upcalls", e);
        }
        dispatcher = Thread.ofPlatform().name("sai-notifications").daemon().unstarted(this::dispatch);
        dispatcher.start();
    }

    /** The address to register as SWITCH_ATTR_PORT_STATE_CHANGE_NOTIFY. */
    long portStateCallback() {
        return portStateCallback.address();
    }

    /** The address to register as SWITCH_ATTR_QUEUE_PFC_DEADLOCK_NOTIFY. */
    long pfcDeadlockCallback() {
        return pfcDeadlockCallback.address();
    }

    /** The address to register as SWITCH_ATTR_PACKET_EVENT_NOTIFY. */
    long packetEventCallback() {
        return packetEventCallback.address();
    }

    AutoCloseable subscribe(Consumer<SaiNotification> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    /** {@code void (uint32_t count, const sai_port_oper_status_notification_t *data)}, on the vendor's thread. */
    private void onPortState(int count, MemorySegment data) {
        try {
            MemorySegment entries = data.reinterpret(Integer.toUnsignedLong(count) * PORT_ENTRY);
            var batch = new ArrayList<SaiNotification>(count);
            for (long at = 0; at < entries.byteSize(); at += PORT_ENTRY) {
                batch.add(new SaiNotification.PortStateChange(entries.get(JAVA_LONG, at + SaiAbi.PORT_NOTIFICATION_PORT),
                        entries.get(JAVA_INT, at + SaiAbi.PORT_NOTIFICATION_STATE)));
            }
            queue.add(batch);
        } catch (Throwable t) { // an exception escaping an upcall would kill the process
            LOG.error("port state notification dropped", t);
        }
    }

    /** {@code void (uint32_t count, const sai_queue_deadlock_notification_data_t *data)}, on the vendor's thread. */
    private void onPfcDeadlock(int count, MemorySegment data) {
        try {
            MemorySegment entries = data.reinterpret(Integer.toUnsignedLong(count) * DEADLOCK_ENTRY);
            var batch = new ArrayList<SaiNotification>(count);
            for (long at = 0; at < entries.byteSize(); at += DEADLOCK_ENTRY) {
                batch.add(new SaiNotification.QueuePfcDeadlock(entries.get(JAVA_LONG, at + SaiAbi.DEADLOCK_NOTIFICATION_QUEUE),
                        entries.get(JAVA_INT, at + SaiAbi.DEADLOCK_NOTIFICATION_EVENT)));
            }
            queue.add(batch);
        } catch (Throwable t) {
            LOG.error("PFC deadlock notification dropped", t);
        }
    }

    /**
     * {@code void (oid switch, size_t size, const void *buffer, u32 count, const sai_attribute_t *attrs)}, on the
     * vendor's thread: the frame copied out, and its HOSTIF_TRAP_ID, INGRESS_PORT and INGRESS_LAG.
     */
    private void onPacket(long switchId, long size, MemorySegment buffer, int count, MemorySegment attrs) {
        try {
            byte[] frame = buffer.reinterpret(size).toArray(JAVA_BYTE);
            MemorySegment list = attrs.reinterpret(Integer.toUnsignedLong(count) * SaiAbi.ATTRIBUTE_SIZE);
            long trap = 0;
            long port = 0;
            long lag = 0;
            for (long at = 0; at < list.byteSize(); at += SaiAbi.ATTRIBUTE_SIZE) {
                long oid = list.get(JAVA_LONG, at + SaiAbi.ATTR_VALUE);
                switch (list.get(JAVA_INT, at + SaiAbi.ATTR_ID)) {
                    case 0 -> trap = oid;  // SAI_HOSTIF_PACKET_ATTR_HOSTIF_TRAP_ID
                    case 1 -> port = oid;  // SAI_HOSTIF_PACKET_ATTR_INGRESS_PORT
                    case 2 -> lag = oid;   // SAI_HOSTIF_PACKET_ATTR_INGRESS_LAG
                    default -> {
                    }
                }
            }
            queue.add(List.of(new SaiNotification.PacketEvent(switchId, frame, trap, port, lag)));
        } catch (Throwable t) {
            LOG.error("packet event dropped", t);
        }
    }

    private void dispatch() {
        try {
            while (true) {
                for (SaiNotification n : queue.take()) {
                    for (var listener : listeners) {
                        try {
                            listener.accept(n);
                        } catch (RuntimeException e) {
                            LOG.warn("notification listener failed on {}", n, e);
                        }
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // closing
        }
    }

    /** Stops the dispatcher; call after the library stopped calling back (sai_api_uninitialize). */
    @Override
    public void close() {
        dispatcher.interrupt();
        try {
            dispatcher.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
