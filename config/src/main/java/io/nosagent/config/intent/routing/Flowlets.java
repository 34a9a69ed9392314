package io.nosagent.config.intent.routing;

import java.util.Objects;

/**
 * Flowlet switching (SAI ARS): a flow that pauses longer than the idle time may move to the
 * least-loaded member of its group.
 *
 * @param enabled       whether any group uses ARS
 * @param groups        which groups: {@link GroupClass#UPLINK} groups (all members on uplink ports), or all
 * @param idleTimeMicros the inactivity that ends a flowlet; 256 us is SAI's default and lies in the band
 *                      (256-512 us) where SIGCOMM'24 measured below one out-of-order packet per second
 * @param tableSize     flowlet table entries per group (SAI_ARS_ATTR_MAX_FLOWS; FBOSS uses 4096)
 * @param mode          member choice: flowlet by path quality, per packet by quality, or fixed (hash only)
 * @param pastLoadWeight   weight (percent) of the port's past load in its quality
 * @param futureLoadWeight weight (percent) of the port's queued bytes; the two sum to at most 100
 * @param loadScalingFactor scale of a member port's load (SAI_PORT_ATTR_ARS_PORT_LOAD_SCALING_FACTOR)
 */
public record Flowlets(boolean enabled, GroupClass groups, int idleTimeMicros, int tableSize, Mode mode,
                       int pastLoadWeight, int futureLoadWeight, int loadScalingFactor) {

    /** Off; when turned on: uplink groups, 256 us, 4096 flows, flowlet quality, FBOSS's 70/30 weights, factor 10. */
    public static final Flowlets OFF = new Flowlets(false, GroupClass.UPLINK, 256, 4096, Mode.FLOWLET_QUALITY, 70, 30, 10);

    public enum GroupClass {
        UPLINK("uplink"), ALL("all");

        private final String yangName;

        GroupClass(String yangName) {
            this.yangName = yangName;
        }

        public String yangName() {
            return yangName;
        }
    }

    public enum Mode {
        FLOWLET_QUALITY("flowlet-quality"), PER_PACKET_QUALITY("per-packet-quality"), FIXED("fixed");

        private final String yangName;

        Mode(String yangName) {
            this.yangName = yangName;
        }

        public String yangName() {
            return yangName;
        }
    }

    public Flowlets {
        Objects.requireNonNull(groups, "groups");
        Objects.requireNonNull(mode, "mode");
    }

    public Flowlets withEnabled(boolean value) {
        return new Flowlets(value, groups, idleTimeMicros, tableSize, mode, pastLoadWeight, futureLoadWeight, loadScalingFactor);
    }

    public Flowlets withIdleTimeMicros(int value) {
        return new Flowlets(enabled, groups, value, tableSize, mode, pastLoadWeight, futureLoadWeight, loadScalingFactor);
    }

    public Flowlets withGroups(GroupClass value) {
        return new Flowlets(enabled, value, idleTimeMicros, tableSize, mode, pastLoadWeight, futureLoadWeight, loadScalingFactor);
    }

    public Flowlets withTableSize(int value) {
        return new Flowlets(enabled, groups, idleTimeMicros, value, mode, pastLoadWeight, futureLoadWeight, loadScalingFactor);
    }

    public Flowlets withMode(Mode value) {
        return new Flowlets(enabled, groups, idleTimeMicros, tableSize, value, pastLoadWeight, futureLoadWeight, loadScalingFactor);
    }

    public Flowlets withLoad(int pastWeight, int futureWeight, int scalingFactor) {
        return new Flowlets(enabled, groups, idleTimeMicros, tableSize, mode, pastWeight, futureWeight, scalingFactor);
    }
}
