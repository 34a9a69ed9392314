package io.nosagent.sai.vasic;

/**
 * A frame the agent sent from the CPU ({@code send_hostif_packet}), as the virtual ASIC accepted it, for the
 * data plane to put on the wire.
 *
 * @param frame       the Ethernet frame, FCS off (the ASIC's own copy)
 * @param bypass      PIPELINE_BYPASS: out of {@code egressPort} as it is; else PIPELINE_LOOKUP: routed
 * @param egressPort  the port a bypassing frame leaves by; 0 for a routed one
 * @param egressQueue EGRESS_QUEUE_INDEX, or -1 when not given
 */
public record CpuFrame(byte[] frame, boolean bypass, long egressPort, int egressQueue) {
}
