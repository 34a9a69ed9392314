package io.nosagent.sai.store.key;

/**
 * What a user-defined field is read for. Each use has its own match, group and UDF, even where two
 * match the same packets: a group holds the bytes of its UDFs, so two uses sharing one would read
 * each other's bytes.
 */
public enum UdfUse {
    /** The RoCE destination QP in the ECMP hash (routing). */
    ECMP_HASH,
    /** The BTH opcode of RoCE ACKs, for the ACK re-marking ACL (QoS). */
    ACK_REMARK
}
