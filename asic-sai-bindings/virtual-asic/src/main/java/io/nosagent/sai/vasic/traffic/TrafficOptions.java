package io.nosagent.sai.vasic.traffic;

import io.nosagent.sai.vasic.nic.ClearToSend;
import io.nosagent.sai.vasic.nic.FlowClass;

/**
 * How a traffic pattern runs.
 *
 * @param messageBytes what each NIC sends to each peer per step (the GPU's message: split evenly over the queue
 *                     pairs, or cut into NIC messages of {@code nicMessageBytes})
 * @param queuePairs   flows per NIC pair (the collective library's QP-scaling factor)
 * @param sourcePorts  how flows pick their source port
 * @param flowClass    marking, payload size and train length of the packets
 * @param iterations   how many times to run the collective; 0 repeats until stopped
 * @param gapNs        idle time between iterations
 * @param timeoutNs    an iteration not done by then is abandoned (counted) and the next one starts
 * @param clearToSend  receiver-driven admission (NCCL's clear-to-send per chunk, with its own marking);
 *                     null: senders stream their messages as soon as they are posted
 * @param nicMessageBytes 0: each step is split evenly over the queue pairs, one message on each; more: each step
 *                     is cut into whole messages of this size (the last one shorter) posted round-robin over the
 *                     queue pairs, the rotation going on from step to step, as NCCL posts its work requests
 */
public record TrafficOptions(long messageBytes, int queuePairs, SourcePorts sourcePorts, FlowClass flowClass,
                             int iterations, long gapNs, long timeoutNs, ClearToSend clearToSend, long nicMessageBytes) {

    /** 256 KiB messages over 4 queue pairs with random source ports, RoCE marking, one iteration. */
    public static final TrafficOptions DEFAULT = new TrafficOptions(256 * 1024, 4, SourcePorts.RANDOM, FlowClass.ROCE,
            1, 0, 100_000_000L, null, 0);

    public TrafficOptions {
        if (messageBytes <= 0 || queuePairs <= 0 || iterations < 0 || gapNs < 0 || timeoutNs <= 0 || nicMessageBytes < 0) {
            throw new IllegalArgumentException("message bytes, queue pairs and timeout must be positive; iterations, gap and NIC "
                    + "message bytes not negative");
        }
        if (clearToSend != null && !flowClass.isRoce()) {
            throw new IllegalArgumentException("clear-to-send admits RDMA chunks; " + flowClass + " is not RoCE");
        }
    }

    /**
     * What a running agent shows by default: collectives repeating every 10 ms of simulated time, in
     * trains of 16 packets, light enough to keep pace with the wall clock on a laptop.
     */
    public static TrafficOptions continuous() {
        return new TrafficOptions(256 * 1024, 4, SourcePorts.RANDOM, FlowClass.ROCE.withTrains(16), 0, 10_000_000L, 50_000_000L, null, 0);
    }

    public TrafficOptions withMessageBytes(long bytes) {
        return new TrafficOptions(bytes, queuePairs, sourcePorts, flowClass, iterations, gapNs, timeoutNs, clearToSend, nicMessageBytes);
    }

    public TrafficOptions withQueuePairs(int qps) {
        return new TrafficOptions(messageBytes, qps, sourcePorts, flowClass, iterations, gapNs, timeoutNs, clearToSend, nicMessageBytes);
    }

    public TrafficOptions withSourcePorts(SourcePorts policy) {
        return new TrafficOptions(messageBytes, queuePairs, policy, flowClass, iterations, gapNs, timeoutNs, clearToSend, nicMessageBytes);
    }

    public TrafficOptions withFlowClass(FlowClass value) {
        return new TrafficOptions(messageBytes, queuePairs, sourcePorts, value, iterations, gapNs, timeoutNs, clearToSend, nicMessageBytes);
    }

    public TrafficOptions withIterations(int value) {
        return new TrafficOptions(messageBytes, queuePairs, sourcePorts, flowClass, value, gapNs, timeoutNs, clearToSend, nicMessageBytes);
    }

    public TrafficOptions withGapNs(long value) {
        return new TrafficOptions(messageBytes, queuePairs, sourcePorts, flowClass, iterations, value, timeoutNs, clearToSend, nicMessageBytes);
    }

    public TrafficOptions withTimeoutNs(long value) {
        return new TrafficOptions(messageBytes, queuePairs, sourcePorts, flowClass, iterations, gapNs, value, clearToSend, nicMessageBytes);
    }

    /** Receiver-driven: every flow's messages are granted chunk by chunk ({@code null}: streaming). */
    public TrafficOptions withClearToSend(ClearToSend value) {
        return new TrafficOptions(messageBytes, queuePairs, sourcePorts, flowClass, iterations, gapNs, timeoutNs, value, nicMessageBytes);
    }

    /** Steps cut into whole NIC messages of {@code bytes}, round-robin over the queue pairs ({@code 0}: split evenly). */
    public TrafficOptions withNicMessages(long bytes) {
        return new TrafficOptions(messageBytes, queuePairs, sourcePorts, flowClass, iterations, gapNs, timeoutNs, clearToSend, bytes);
    }

    /** How many messages a post of {@code bytes} to one peer makes: one per queue pair, or one per NIC message. */
    public int messagesPer(long bytes) {
        return nicMessageBytes == 0 ? queuePairs : (int) ((bytes + nicMessageBytes - 1) / nicMessageBytes);
    }
}
