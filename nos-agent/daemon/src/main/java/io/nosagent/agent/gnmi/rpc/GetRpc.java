package io.nosagent.agent.gnmi.rpc;

import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.api.gnmi.PathCodec;
import io.nosagent.agent.gnmi.encode.ValueEncoder;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.GetResponse;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.agent.gnmi.tree.DataTree;
import io.nosagent.agent.gnmi.tree.DataType;
import io.nosagent.agent.gnmi.tree.LeafValue;
import io.nosagent.agent.gnmi.tree.Match;
import io.nosagent.agent.gnmi.tree.Selection;
import io.nosagent.config.ConfigPath;

import java.util.ArrayList;
import java.util.List;

/**
 * Get: every path is checked first (INVALID_ARGUMENT / UNIMPLEMENTED), then each is read and
 * answered with one Notification; a path with no data makes the whole Get NOT_FOUND. JSON and
 * JSON_IETF send one update per matched node, PROTO one per leaf. Update paths are absolute; the
 * notification prefix carries the request's target and origin.
 */
public final class GetRpc {

    /** One requested path: as asked (for the response prefix) and resolved. */
    private record Asked(String origin, ConfigPath path) {
    }

    private final DataTree tree;
    private final UseModels models;

    public GetRpc(DataTree tree, UseModels models) {
        this.tree = tree;
        this.models = models;
    }

    public GetResponse get(GetRequest request) {
        Encoding encoding = ValueEncoder.served(request.getEncoding());
        DataType type = switch (request.getType()) {
            case ALL -> DataType.ALL;
            case CONFIG -> DataType.CONFIG;
            case STATE -> DataType.STATE;
            case OPERATIONAL -> DataType.OPERATIONAL;
            default -> throw GnmiException.invalid("unknown data type " + request.getTypeValue());
        };
        var selection = new Selection(type, models.modules(request.getUseModelsList()));
        if (!request.getExtensionList().isEmpty()) {
            throw GnmiException.unimplemented("Get supports no extensions");
        }
        Path prefix = request.getPrefix();
        List<Path> requested = request.getPathList().isEmpty() ? List.of(Path.getDefaultInstance()) : request.getPathList();
        var asked = new ArrayList<Asked>();
        for (Path p : requested) {
            ConfigPath path = PathCodec.join(prefix, p);
            tree.schema().check(path);
            asked.add(new Asked(path.origin(), new ConfigPath(tree.schema().origin(path.origin()), path.elems())));
        }
        var response = GetResponse.newBuilder();
        for (Asked a : asked) {
            DataTree.Read read = tree.read(a.path(), selection);
            if (read.matches().isEmpty()) {
                throw GnmiException.notFound("no data at " + a.path().origin() + ":" + a.path()
                        + (type == DataType.ALL ? "" : " of type " + type));
            }
            var n = Notification.newBuilder().setTimestamp(read.timestamp())
                    .setPrefix(Path.newBuilder().setTarget(prefix.getTarget()).setOrigin(a.origin()));
            if (encoding == Encoding.PROTO) {
                for (LeafValue leaf : DataTree.leaves(read.matches())) {
                    n.addUpdate(Update.newBuilder().setPath(PathCodec.toProto(leaf.path()))
                            .setVal(ValueEncoder.leaf(leaf.node(), leaf.value(), encoding)));
                }
            } else {
                for (Match m : read.matches()) {
                    n.addUpdate(Update.newBuilder().setPath(PathCodec.toProto(m.path()))
                            .setVal(ValueEncoder.subtree(m.node(), m.value(), encoding)));
                }
            }
            response.addNotification(n);
        }
        return response.build();
    }
}
