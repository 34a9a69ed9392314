package io.nosagent.feature.gnmi;

/**
 * A YANG model as gNMI Capabilities lists it.
 *
 * @param name         the module's name ({@code openconfig-qos}, {@code nosagent-pfcwd})
 * @param organization who publishes it
 * @param version      its version (OpenConfig's semantic version, or the project module's revision)
 */
public record YangModel(String name, String organization, String version) {

    /** The gNMI default origin; an empty origin means this one. */
    public static final String OPENCONFIG_ORIGIN = "openconfig";
    /** The origin of the project's own operational data ({@code /agent}, {@code /snapshots}, {@code /sim}). */
    public static final String PROJECT_ORIGIN = "nosagent";

    /** An OpenConfig working group model. */
    public static YangModel openconfig(String name, String version) {
        return new YangModel(name, "OpenConfig working group", version);
    }

    /** One of the project's own modules (its YANG is in the config module). */
    public static YangModel project(String name, String revision) {
        return new YangModel(name, "nos-agent", revision);
    }
}
