package io.nosagent.sai.vasic.dataplane.balance;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/** The hash functions are the published ones: check values over "123456789". */
class HashAlgorithmTest {

    private static final byte[] CHECK = "123456789".getBytes(StandardCharsets.US_ASCII);
    private final SplittableRandom random = new SplittableRandom(1);

    private int hash(HashAlgorithm a, int seed) {
        return a.hash(CHECK, CHECK.length, seed, random, new int[1]);
    }

    @Test
    void crcVariantsMatchTheirCheckValues() {
        assertThat(hash(HashAlgorithm.CRC, 0)).as("CRC-16/T10-DIF").isEqualTo(0xD0DB);
        assertThat(hash(HashAlgorithm.CRC_CCITT, 0)).as("CRC-16/XMODEM").isEqualTo(0x31C3);
        assertThat(hash(HashAlgorithm.CRC_CCITT, 0xFFFF)).as("CRC-16/CCITT-FALSE: the seed is the initial value").isEqualTo(0x29B1);
        assertThat(hash(HashAlgorithm.CRC_32LO, 0)).as("CRC-32 low half").isEqualTo(0x3926);
        assertThat(hash(HashAlgorithm.CRC_32HI, 0)).as("CRC-32 high half").isEqualTo(0xCBF4);
    }

    @Test
    void theSeedChangesEveryAlgorithmsResultExceptTheCounters() {
        for (HashAlgorithm a : new HashAlgorithm[]{HashAlgorithm.CRC, HashAlgorithm.XOR, HashAlgorithm.CRC_32LO, HashAlgorithm.CRC_32HI,
                HashAlgorithm.CRC_CCITT, HashAlgorithm.CRC_XOR, HashAlgorithm.JENKINS_LO, HashAlgorithm.JENKINS_HI}) {
            assertThat(hash(a, 0x1234)).as(a.name()).isNotEqualTo(hash(a, 0)).isBetween(0, 0xFFFF);
        }
    }

    @Test
    void everySaiNumberMapsBackToItsAlgorithm() {
        for (HashAlgorithm a : HashAlgorithm.values()) {
            assertThat(HashAlgorithm.fromSai(a.saiValue())).isSameAs(a);
        }
    }
}
