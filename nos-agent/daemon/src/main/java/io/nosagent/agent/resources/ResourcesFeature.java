package io.nosagent.agent.resources;

import io.nosagent.config.codec.Section;
import io.nosagent.config.codec.Sections;
import io.nosagent.feature.Feature;
import io.nosagent.feature.FeatureContext;
import io.nosagent.feature.gnmi.PathHandler;

import java.util.List;

/**
 * The integrated circuit's resource utilization: the components section (the thresholds), the monitor that
 * samples the tables and alarms on crossings, and their state over gNMI. It programs nothing.
 */
public final class ResourcesFeature implements Feature {

    private final ResourceMonitor monitor;

    public ResourcesFeature(FeatureContext context) {
        this.monitor = new ResourceMonitor(new TableSampler(context.sai(), context.store(), context.sw().switchId()),
                context.updateLoop(), context.time(), context.running(), context.problems(),
                context.commits(), context.stats().snapshots());
    }

    @Override
    public String name() {
        return "resources";
    }

    public ResourceMonitor monitor() {
        return monitor;
    }

    @Override
    public List<Section<?>> sections() {
        return List.of(Sections.components());
    }

    @Override
    public List<PathHandler> stateHandlers() {
        return List.of(new ResourceUtilizationHandler(monitor.usages()));
    }

    @Override
    public void close() {
        monitor.close();
    }
}
