package io.nosagent.sai.store.key;

import io.nosagent.sai.meta.SaiEnums;

/** The kinds of queue a port (or, on a VOQ switch, its system port) has ({@code sai_queue_type_t}, less ALL). */
public enum QueueType {
    UNICAST(SaiEnums.QueueType.UNICAST),
    MULTICAST(SaiEnums.QueueType.MULTICAST),
    UNICAST_VOQ(SaiEnums.QueueType.UNICAST_VOQ),
    MULTICAST_VOQ(SaiEnums.QueueType.MULTICAST_VOQ),
    FABRIC_TX(SaiEnums.QueueType.FABRIC_TX);

    private final int saiValue;

    QueueType(int saiValue) {
        this.saiValue = saiValue;
    }

    /** The {@code SAI_QUEUE_ATTR_TYPE} value. */
    public int saiValue() {
        return saiValue;
    }

    /** The type a {@code SAI_QUEUE_ATTR_TYPE} value names. */
    public static QueueType ofSai(int value) {
        for (QueueType t : values()) {
            if (t.saiValue == value) {
                return t;
            }
        }
        throw new IllegalArgumentException("not a queue type of one queue: SAI value " + value);
    }
}
