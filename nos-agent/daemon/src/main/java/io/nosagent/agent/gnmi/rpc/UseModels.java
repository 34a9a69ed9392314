package io.nosagent.agent.gnmi.rpc;

import io.nosagent.feature.gnmi.YangModel;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.agent.gnmi.paths.ServedPaths;
import io.nosagent.api.gnmi.proto.ModelData;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** A request's {@code use_models}: the modules it restricts data to, each of which must be served. */
public final class UseModels {

    private final Set<String> served;

    public UseModels(List<YangModel> models) {
        this.served = models.stream().map(YangModel::name).collect(Collectors.toCollection(TreeSet::new));
    }

    /**
     * The module names asked for; empty for all.
     *
     * @throws GnmiException INVALID_ARGUMENT naming a model that is not served
     */
    public Set<String> modules(List<ModelData> requested) {
        var out = new TreeSet<String>();
        for (ModelData m : requested) {
            if (!served.contains(m.getName())) {
                throw GnmiException.invalid("use_models: model '" + m.getName() + "' is not served (see Capabilities)");
            }
            out.add(m.getName());
        }
        return out;
    }
}
