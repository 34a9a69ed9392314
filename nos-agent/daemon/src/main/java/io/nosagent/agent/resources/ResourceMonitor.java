package io.nosagent.agent.resources;

import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.platform.ComponentsIntent;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit.Utilization.Resources.Resource;
import io.nosagent.feature.AgentProblem;
import io.nosagent.feature.update.UpdateLoop;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.time.AgentTime;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Samples the ASIC's tables on the update thread after every commit and every counter poll (so routes a
 * protocol learned show within a poll), at most one sample queued at a time, which bounds the rate to the
 * poll's whatever the commit rate. Publishes the tables' use when it changed, and on each threshold crossing
 * raises or clears a {@value #ALARM} alarm for that table (an agent problem the alarm owner keeps).
 */
public final class ResourceMonitor implements AutoCloseable {

    public static final String ALARM = "RESOURCE_UTILIZATION_HIGH";

    private final TableSampler sampler;
    private final UpdateLoop loop;
    private final AgentTime time;
    private final Supplier<SwitchIntent> running;
    private final Published<AgentProblem> problems;
    private final ResourceUtilization utilization = new ResourceUtilization();
    private final Published<List<ResourceUsage>> usages = new Published<>("ASIC resource use", List.of());
    private final AtomicBoolean queued = new AtomicBoolean();
    private final List<AutoCloseable> subscriptions = new ArrayList<>();

    /** @param triggers what makes a new sample worth taking (commits, counter polls) */
    public ResourceMonitor(TableSampler sampler, UpdateLoop loop, AgentTime time, Supplier<SwitchIntent> running,
                           Published<AgentProblem> problems, List<Published<?>> triggers) {
        this.sampler = sampler;
        this.loop = loop;
        this.time = time;
        this.running = running;
        this.problems = problems;
        triggers.forEach(t -> subscriptions.add(t.subscribe(v -> request())));
    }

    /** The tables' use, a new list whenever a sample changed anything. */
    public Published<List<ResourceUsage>> usages() {
        return usages;
    }

    /** Queues a sample unless one is already waiting. */
    public void request() {
        if (loop.isRunning() && queued.compareAndSet(false, true)) {
            loop.submit(() -> {
                queued.set(false);
                sample();
                return null;
            });
        }
    }

    /** One sample, now, on the update thread. */
    void sample() {
        ComponentsIntent config = ComponentsIntent.of(running.get());
        var crossings = utilization.update(sampler.sample(), r -> config.thresholds(ComponentsIntent.ASIC, r), time.now());
        for (ResourceUtilization.Crossing c : crossings) {
            problems.publish(problem(c.usage()));
        }
        List<ResourceUsage> now = utilization.usages();
        if (!now.equals(usages.get())) {
            usages.publish(now);
        }
    }

    private static AgentProblem problem(ResourceUsage u) {
        String name = u.resource().resourceName();
        String use = ComponentsIntent.ASIC + " " + name + " " + u.percentUsed() + "% used (" + u.used() + " of "
                + u.maxLimit() + " " + u.resource().description() + ")";
        String text = u.exceeded()
                ? use + " reached used-threshold-upper " + u.thresholds().upper() + "%: the table is filling, "
                        + "what does not fit is not programmed"
                : use + " is below used-threshold-upper-clear " + u.thresholds().clear() + "%";
        return new AgentProblem(ALARM + " " + name, ALARM, AgentProblem.Severity.MAJOR,
                Resource.path(ComponentsIntent.ASIC, name).toString(), text, u.exceeded());
    }

    @Override
    public void close() {
        for (AutoCloseable s : subscriptions) {
            try {
                s.close();
            } catch (Exception e) {
                throw new IllegalStateException("unsubscribing the resource monitor", e);
            }
        }
    }
}
