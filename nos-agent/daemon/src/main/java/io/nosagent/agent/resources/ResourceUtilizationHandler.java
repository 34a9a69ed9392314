package io.nosagent.agent.resources;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.intent.platform.ComponentsIntent;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.ComponentsYang;
import io.nosagent.config.yang.ComponentsYang.Component;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit.Utilization;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit.Utilization.Resources;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit.Utilization.Resources.Resource;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.observe.Published;

import java.util.List;
import java.util.Set;

/**
 * {@code /components/component[name=asic0]/integrated-circuit/utilization/resources/resource[name]/state}:
 * every table the ASIC reports, as last sampled: used, free, max-limit (used + free), the high watermark and
 * when it was reached, the thresholds in effect (configured or default, so state shows what is applied) and
 * whether the table is exceeded; and the key's mirror in {@code config} (the list key refers to it), also for
 * a table with no threshold configured. Changes only when a sample does, so ON_CHANGE sends only what moved.
 */
public final class ResourceUtilizationHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(ComponentsYang.node())
            .with(Resource.Config.node(), Resource.Config.NAME)
            .with(Resource.State.node(), Resource.State.NAME, Resource.State.USED_THRESHOLD_UPPER,
                    Resource.State.USED_THRESHOLD_UPPER_CLEAR, Resource.State.USED, Resource.State.FREE, Resource.State.MAX_LIMIT,
                    Resource.State.HIGH_WATERMARK, Resource.State.LAST_HIGH_WATERMARK, Resource.State.USED_THRESHOLD_UPPER_EXCEEDED)
            .build());

    private final Published<List<ResourceUsage>> usages;

    public ResourceUtilizationHandler(Published<List<ResourceUsage>> usages) {
        this.usages = usages;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(usages);
    }

    @Override
    public void write(DataWriter out) {
        List<ResourceUsage> all = usages.get();
        if (all.isEmpty()) {
            return;
        }
        ObjectNode asic = out.entry(out.container(out.root(), ComponentsYang.TOP), ComponentsYang.COMPONENT, Component.NAME,
                ComponentsIntent.ASIC);
        ObjectNode resources = out.container(out.container(out.container(asic, Component.INTEGRATED_CIRCUIT),
                IntegratedCircuit.UTILIZATION), Utilization.RESOURCES);
        for (ResourceUsage u : all) {
            String name = u.resource().resourceName();
            ObjectNode entry = out.entry(resources, Resources.RESOURCE, Resource.NAME, name);
            out.container(entry, Resource.CONFIG).put(Resource.Config.NAME, name);
            ObjectNode state = out.container(entry, Resource.STATE);
            state.put(Resource.State.NAME, name);
            state.put(Resource.State.USED_THRESHOLD_UPPER, u.thresholds().upper());
            state.put(Resource.State.USED_THRESHOLD_UPPER_CLEAR, u.thresholds().clear());
            state.set(Resource.State.USED, DataWriter.uint64(u.used()));
            state.set(Resource.State.FREE, DataWriter.uint64(u.free()));
            state.set(Resource.State.MAX_LIMIT, DataWriter.uint64(u.maxLimit()));
            state.set(Resource.State.HIGH_WATERMARK, DataWriter.uint64(u.highWatermark()));
            state.set(Resource.State.LAST_HIGH_WATERMARK, DataWriter.uint64(DataWriter.nanos(u.highWatermarkAt())));
            state.put(Resource.State.USED_THRESHOLD_UPPER_EXCEEDED, u.exceeded());
        }
    }
}
