package io.nosagent.sai;

/**
 * An asynchronous event from the ASIC. Backends copy the data out of the vendor's callback and
 * deliver it on their own dispatcher thread, never on the vendor's thread.
 */
public sealed interface SaiNotification {

    /**
     * A port's operational state changed ({@code sai_port_oper_status_notification_t}).
     *
     * @param portId     the port
     * @param operStatus a {@code sai_port_oper_status_t} number
     */
    record PortStateChange(long portId, int operStatus) implements SaiNotification {
        public boolean isUp() {
            return operStatus == 1; // SAI_PORT_OPER_STATUS_UP
        }
    }

    /**
     * A queue's PFC deadlock was detected or recovered ({@code sai_queue_deadlock_notification_data_t}).
     *
     * @param queueId the queue
     * @param event   a {@code sai_queue_pfc_deadlock_event_type_t} number
     */
    record QueuePfcDeadlock(long queueId, int event) implements SaiNotification {
        public boolean isDetected() {
            return event == 0; // SAI_QUEUE_PFC_DEADLOCK_EVENT_TYPE_DETECTED
        }
    }

    /**
     * A packet trapped to the CPU ({@code sai_packet_event_notification_fn}): the frame as it arrived
     * (Ethernet header on, FCS off) and its HOSTIF_PACKET attributes. The frame is the backend's copy,
     * handed over: nobody else holds it.
     *
     * @param switchId    the switch
     * @param frame       the frame's bytes
     * @param trapId      HOSTIF_TRAP_ID: the trap object that caught it
     * @param ingressPort INGRESS_PORT: the port it came in on
     * @param ingressLag  INGRESS_LAG: the LAG it came in on, 0 if none
     */
    record PacketEvent(long switchId, byte[] frame, long trapId, long ingressPort, long ingressLag) implements SaiNotification {
    }
}
