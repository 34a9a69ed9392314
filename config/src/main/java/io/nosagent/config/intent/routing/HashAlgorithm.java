package io.nosagent.config.intent.routing;

/** The ECMP hash function (SAI_HASH_ALGORITHM_*). */
public enum HashAlgorithm {
    CRC("crc"),
    XOR("xor"),
    CRC_32LO("crc-32lo"),
    CRC_32HI("crc-32hi"),
    CRC_CCITT("crc-ccitt");

    private final String yangName;

    HashAlgorithm(String yangName) {
        this.yangName = yangName;
    }

    public String yangName() {
        return yangName;
    }
}
