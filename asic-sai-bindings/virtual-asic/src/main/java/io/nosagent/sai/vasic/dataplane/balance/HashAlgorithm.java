package io.nosagent.sai.vasic.dataplane.balance;

import io.nosagent.sai.meta.SaiEnums;

import java.util.SplittableRandom;

/**
 * The switch's hash functions, by {@code sai_hash_algorithm_t}: each turns the hash key bytes and the
 * configured seed into a 16-bit value. CRC is CRC-16/T10-DIF (polynomial 0x8BB7), CRC_CCITT is CRC-16
 * with polynomial 0x1021 (both MSB first), CRC_32LO / CRC_32HI are the low / high halves of CRC-32 (IEEE),
 * XOR folds the key into 16 bits, CRC_XOR combines CRC-16 and that fold, JENKINS_LO / HI are the
 * halves of Jenkins' one-at-a-time hash, RANDOM draws per packet from the simulation's seeded random
 * source and ROUND_ROBIN counts. The seed is the CRC's initial value (or is folded in).
 */
public enum HashAlgorithm {
    CRC(SaiEnums.HashAlgorithm.CRC),
    XOR(SaiEnums.HashAlgorithm.XOR),
    RANDOM(SaiEnums.HashAlgorithm.RANDOM),
    CRC_32LO(SaiEnums.HashAlgorithm.CRC_32LO),
    CRC_32HI(SaiEnums.HashAlgorithm.CRC_32HI),
    CRC_CCITT(SaiEnums.HashAlgorithm.CRC_CCITT),
    CRC_XOR(SaiEnums.HashAlgorithm.CRC_XOR),
    NONE(SaiEnums.HashAlgorithm.NONE),
    ROUND_ROBIN(SaiEnums.HashAlgorithm.ROUND_ROBIN),
    JENKINS_LO(SaiEnums.HashAlgorithm.JENKINS_LO),
    JENKINS_HI(SaiEnums.HashAlgorithm.JENKINS_HI);

    // CRC-16/ARC (0x8005 reflected) would be the obvious "CRC", but its top bits barely change across
    // consecutive queue-pair numbers, so E-ECMP over sequentially allocated QPs would collide; T10-DIF does not.
    private static final int[] CRC16_T10_DIF = msbFirstTable(0x8BB7);
    private static final int[] CRC16_CCITT = msbFirstTable(0x1021);
    private static final int[] CRC32 = new int[256];

    static {
        for (int i = 0; i < 256; i++) {
            int crc32 = i;
            for (int k = 0; k < 8; k++) {
                crc32 = (crc32 & 1) != 0 ? (crc32 >>> 1) ^ 0xEDB8_8320 : crc32 >>> 1;
            }
            CRC32[i] = crc32;
        }
    }

    private static int[] msbFirstTable(int polynomial) {
        int[] table = new int[256];
        for (int i = 0; i < 256; i++) {
            int crc = i << 8;
            for (int k = 0; k < 8; k++) {
                crc = (crc & 0x8000) != 0 ? (crc << 1) ^ polynomial : crc << 1;
            }
            table[i] = crc & 0xFFFF;
        }
        return table;
    }

    private final int saiValue;

    HashAlgorithm(int saiValue) {
        this.saiValue = saiValue;
    }

    public int saiValue() {
        return saiValue;
    }

    public static HashAlgorithm fromSai(int value) {
        for (HashAlgorithm a : values()) {
            if (a.saiValue == value) {
                return a;
            }
        }
        throw new IllegalArgumentException("not a sai_hash_algorithm_t: " + value);
    }

    /**
     * The 16-bit hash of {@code key[0..length)}.
     *
     * @param state a one-element counter for ROUND_ROBIN, advanced on each call
     */
    public int hash(byte[] key, int length, int seed, SplittableRandom random, int[] state) {
        return switch (this) {
            case CRC -> crc16(CRC16_T10_DIF, key, length, seed);
            case CRC_CCITT -> crc16(CRC16_CCITT, key, length, seed);
            case CRC_32LO -> crc32(key, length, seed) & 0xFFFF;
            case CRC_32HI -> crc32(key, length, seed) >>> 16;
            case XOR -> xorFold(key, length) ^ (seed & 0xFFFF) ^ (seed >>> 16);
            case CRC_XOR -> crc16(CRC16_T10_DIF, key, length, seed) ^ xorFold(key, length);
            case JENKINS_LO -> jenkins(key, length, seed) & 0xFFFF;
            case JENKINS_HI -> jenkins(key, length, seed) >>> 16;
            case RANDOM -> random.nextInt() & 0xFFFF;
            case ROUND_ROBIN -> state[0]++ & 0xFFFF;
            case NONE -> 0;
        };
    }

    private static int crc16(int[] table, byte[] key, int length, int seed) {
        int crc = seed & 0xFFFF;
        for (int i = 0; i < length; i++) {
            crc = ((crc << 8) ^ table[((crc >>> 8) ^ key[i]) & 0xFF]) & 0xFFFF;
        }
        return crc;
    }

    private static int crc32(byte[] key, int length, int seed) {
        int crc = ~seed;
        for (int i = 0; i < length; i++) {
            crc = (crc >>> 8) ^ CRC32[(crc ^ key[i]) & 0xFF];
        }
        return ~crc;
    }

    private static int xorFold(byte[] key, int length) {
        int x = 0;
        for (int i = 0; i < length; i++) {
            x ^= (key[i] & 0xFF) << ((i & 1) == 0 ? 8 : 0);
        }
        return x;
    }

    private static int jenkins(byte[] key, int length, int seed) {
        int h = seed;
        for (int i = 0; i < length; i++) {
            h += key[i] & 0xFF;
            h += h << 10;
            h ^= h >>> 6;
        }
        h += h << 3;
        h ^= h >>> 11;
        h += h << 15;
        return h;
    }
}
