package io.nosagent.cli;

import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.PathCodec;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.Update;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.List;
import java.util.concurrent.Callable;

/** {@code nos-agent get PATH...}: a gNMI Get, printed as {@code path = value} or as JSON. */
@Command(name = "get", mixinStandardHelpOptions = true, description = "Read paths over gNMI (Get).")
public final class GetCommand implements Callable<Integer> {

    @Mixin
    GnmiConnection connection;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", converter = PathArgument.class,
            description = "Paths like /interfaces/interface[name=eth1/1/1]/state (wildcards *, ..., [name=*]); "
                    + "origin:/path for another origin (nosagent:/agent).")
    List<Path> paths;

    @Option(names = "--type", defaultValue = "all", description = "all, config, state or operational (default ${DEFAULT-VALUE}).")
    GetRequest.DataType type;

    @Option(names = "--encoding", defaultValue = "json_ietf", description = "json_ietf, json or proto (default ${DEFAULT-VALUE}).")
    Encoding encoding;

    @Option(names = "--json", description = "Print one JSON array of {path, timestamp, value} for scripts.")
    boolean json;

    @Override
    public Integer call() {
        try (var client = connection.connect()) {
            var response = client.get(GetRequest.newBuilder().addAllPath(paths).setType(type).setEncoding(encoding).build());
            var array = Rendering.JSON.createArrayNode();
            for (Notification n : response.getNotificationList()) {
                for (Update u : n.getUpdateList()) {
                    String path = origin(n.getPrefix()) + PathCodec.text(u.getPath());
                    var value = Rendering.json(u.getVal());
                    if (json) {
                        array.addObject().put("path", path).put("timestamp", n.getTimestamp()).set("value", value);
                    } else if (value.isContainerNode()) {
                        out().println(path + " =");
                        out().println(Rendering.pretty(value));
                    } else {
                        out().println(path + " = " + Rendering.text(value));
                    }
                }
            }
            if (json) {
                out().println(Rendering.pretty(array));
            }
            return 0;
        } catch (StatusRuntimeException e) {
            return Rendering.fail(e, spec.commandLine().getErr());
        }
    }

    static String origin(Path prefix) {
        return prefix.getOrigin().isEmpty() ? "" : prefix.getOrigin() + ":";
    }

    private java.io.PrintWriter out() {
        return spec.commandLine().getOut();
    }

    private java.io.PrintWriter err() {
        return spec.commandLine().getErr();
    }
}
