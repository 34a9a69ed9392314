package io.nosagent.cli;

import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.config.ConfigPath;
import picocli.CommandLine;

/**
 * A gNMI path as typed on the command line: {@code /interfaces/interface[name=eth1/1/1]/config},
 * optionally prefixed by an origin ({@code nosagent:/agent}).
 */
public final class PathArgument implements CommandLine.ITypeConverter<Path> {

    /** The gNMI origin of the project's own operational data ({@code /agent}, {@code /snapshots}, {@code /sim}). */
    static final String PROJECT_ORIGIN = "nosagent";

    @Override
    public Path convert(String text) {
        return parse(text);
    }

    /** {@code path} in the project's origin, as the command line writes it: {@code nosagent:/nosagent-agent:agent}. */
    static String project(ConfigPath path) {
        return PROJECT_ORIGIN + ":" + path;
    }

    public static Path parse(String text) {
        ConfigPath p;
        try {
            p = ConfigPath.parse(text);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
        var b = Path.newBuilder().setOrigin(p.origin());
        for (ConfigPath.Elem e : p.elems()) {
            b.addElem(PathElem.newBuilder().setName(e.name()).putAllKey(e.keys()));
        }
        return b.build();
    }
}
