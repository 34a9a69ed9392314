package io.nosagent.sai.vasic.dataplane.balance;

import io.nosagent.sai.vasic.packet.Packet;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The switch's ECMP hash: picks the HASH object for the packet (IPv4, IPv6, or the RDMA variants for
 * RoCEv2 packets when the switch has them), builds its key, and runs the algorithm with the seed and
 * offset of the ingress port if the port sets them, else of the switch. The result is the 16-bit hash
 * rotated right by the offset. A group turns it into a member with {@link #pick}: the hash scaled onto
 * the member table, so the selection rests on the hash's high bits, which every algorithm mixes best
 * (the low bits of a CRC over sequential queue-pair numbers are not uniform). One per switch, used
 * only on the simulation's thread.
 */
public final class EcmpHasher {

    /** What the switch says; the port may override each part. */
    public record Settings(HashAlgorithm algorithm, int seed, int offset) {
    }

    private final SplittableRandom random;
    private final byte[] key = new byte[512];
    private final int[] roundRobin = new int[1];
    private HashFields ipv4 = HashFields.NONE;
    private HashFields ipv6 = HashFields.NONE;
    private HashFields ipv4Rdma = HashFields.NONE;
    private HashFields ipv6Rdma = HashFields.NONE;
    private Settings switchSettings = new Settings(HashAlgorithm.CRC, 0, 0);
    private Settings[] portSettings = new Settings[0];

    public EcmpHasher(SplittableRandom random) {
        this.random = random;
    }

    /** The hash fields for plain IPv4 / IPv6 packets and for RoCEv2 ones (same as plain unless the switch sets RDMA hashes). */
    public void setFields(HashFields ipv4, HashFields ipv6, HashFields ipv4Rdma, HashFields ipv6Rdma) {
        this.ipv4 = ipv4;
        this.ipv6 = ipv6;
        this.ipv4Rdma = ipv4Rdma;
        this.ipv6Rdma = ipv6Rdma;
    }

    public void setSwitchSettings(Settings settings) {
        this.switchSettings = settings;
    }

    /** Per ingress port (by index): the settings it overrides, null parts meaning "the switch's". */
    public void setPortSettings(Settings[] byPort) {
        this.portSettings = Arrays.copyOf(byPort, byPort.length);
    }

    public HashFields fieldsFor(Packet p) {
        if (p.isRoce()) {
            return p.ipv6 ? ipv6Rdma : ipv4Rdma;
        }
        return p.ipv6 ? ipv6 : ipv4;
    }

    /** The 16-bit hash of {@code p} as it arrived on port {@code ingressPort}. */
    public int hash(Packet p, int ingressPort) {
        Settings s = ingressPort >= 0 && ingressPort < portSettings.length && portSettings[ingressPort] != null
                ? portSettings[ingressPort] : switchSettings;
        int length = fieldsFor(p).fill(p, ingressPort, key);
        int h = s.algorithm().hash(key, length, s.seed(), random, roundRobin) & 0xFFFF;
        int r = s.offset() & 15;
        return ((h >>> r) | (h << (16 - r))) & 0xFFFF;
    }

    /** Which of {@code n} entries a 16-bit hash selects. */
    public static int pick(int hash, int n) {
        return (int) (((long) hash * n) >>> 16);
    }
}
