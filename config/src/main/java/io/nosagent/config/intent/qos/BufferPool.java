package io.nosagent.config.intent.qos;

import java.util.Locale;
import java.util.Objects;

/**
 * A buffer pool ({@code nosagent-qos:buffer-pools/buffer-pool}). Priority groups draw on INGRESS pools,
 * queues on EGRESS ones. Of an ingress pool's {@code size}, the reservations and XOFF headroom of the
 * lossless priority groups on it are set aside; the rest is shared ({@link #DYNAMIC}: each holder may
 * take 2^threshold of what is free, the RTSW's shallow shared buffer; {@link #STATIC}: split evenly
 * among the ports on it, the CTSW's deep buffer carved per ingress port).
 *
 * @param name the pool's name
 * @param type ingress or egress
 * @param size bytes
 * @param mode how holders' shares are bounded
 */
public record BufferPool(String name, Type type, long size, Mode mode) {

    /** Which side of the switch accounts against it. */
    public enum Type {
        INGRESS, EGRESS;

        public String yangName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Dynamic (alpha of the free bytes) or static (fixed byte limits). */
    public enum Mode {
        DYNAMIC, STATIC;

        public String yangName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public BufferPool {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(mode, "mode");
    }
}
