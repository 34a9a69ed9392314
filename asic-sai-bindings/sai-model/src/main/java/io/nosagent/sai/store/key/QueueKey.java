package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;

import java.util.Objects;

/**
 * A queue of a front-panel port: its type and {@code SAI_QUEUE_ATTR_INDEX}. On a VOQ switch the
 * port's system port's virtual output queues are {@link QueueType#UNICAST_VOQ} queues of the port.
 */
public record QueueKey(String interfaceName, QueueType queueType, int index) implements HostKey<SaiObject.Queue> {

    public QueueKey {
        KeyFields.interfaceName("a queue key", interfaceName);
        Objects.requireNonNull(queueType, "queueType");
        KeyFields.inRange("queue index", index, 0xFF);
    }

    public PortKey port() {
        return new PortKey(interfaceName);
    }

    @Override
    public ObjectType type() {
        return ObjectType.QUEUE;
    }

    @Override
    public boolean isSwitchBuilt() {
        return true;
    }

    @Override
    public String toString() {
        return "QUEUE{" + interfaceName + " " + queueType + " " + index + "}";
    }
}
