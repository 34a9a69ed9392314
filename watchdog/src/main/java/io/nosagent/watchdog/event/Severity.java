package io.nosagent.watchdog.event;

/** How bad a condition is; the OpenConfig alarm severities ({@code openconfig-alarm-types}). */
public enum Severity {
    WARNING, MINOR, MAJOR, CRITICAL;

    /** The identity as OpenConfig names it in JSON_IETF. */
    public String identity() {
        return "openconfig-alarm-types:" + name();
    }

    public Severity max(Severity other) {
        return other.ordinal() > ordinal() ? other : this;
    }
}
