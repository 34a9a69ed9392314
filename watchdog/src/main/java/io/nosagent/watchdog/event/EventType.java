package io.nosagent.watchdog.event;

/**
 * What a monitor detected. The {@link #typeId()} is the alarm's {@code type-id}.
 */
public enum EventType {
    /** A lossless queue held paused by a peer that keeps sending PFC (watchdog storm). */
    PFC_STORM(Severity.MAJOR, "pfc storm"),
    /** A port keeps pausing its peer on a priority (pause time at most polls): back-pressure spreading. */
    PFC_BACKPRESSURE(Severity.MINOR, "PFC back-pressure"),
    /** A buffer pool filled beyond its threshold. */
    BUFFER_UTILISATION(Severity.MINOR, "buffer utilisation high"),
    /** Packets dropped for congestion on a lossless queue or priority group: a lossless network drops none. */
    CONGESTION_DROP(Severity.MAJOR, "congestion drops on a lossless class"),
    /** A port's link changed state more often than allowed in the flap window. */
    LINK_FLAP(Severity.MAJOR, "link flapping"),
    /** An administratively enabled port lost its link. */
    LINK_DOWN(Severity.MAJOR, "link down");

    private final Severity severity;
    private final String description;

    EventType(Severity severity, String description) {
        this.severity = severity;
        this.description = description;
    }

    public Severity severity() {
        return severity;
    }

    public String description() {
        return description;
    }

    /** The alarm {@code type-id}: the constant's name ({@code PFC_STORM}). */
    public String typeId() {
        return name();
    }
}
