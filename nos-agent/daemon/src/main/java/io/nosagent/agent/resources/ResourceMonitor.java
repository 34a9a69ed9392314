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
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Samples the ASIC's tables on the update thread after every commit and every counter poll (so routes a
 * protocol learned show within a poll), at most one sample queued at a time, which bounds the rate to the
 * poll's whatever the commit rate. A commit's sample asks SAI only about the tables whose use it changed
 * (a commit of QoS or watchdog settings reads nothing back); a poll's asks about every table. Publishes the tables' use when it changed, and on each threshold crossing
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
    /** The sample waiting on the update thread: none, of the changed tables, or of every table. */
    private final AtomicInteger queued = new AtomicInteger(NONE);
    private final List<AutoCloseable> subscriptions = new ArrayList<>();

    private static final int NONE = 0;
    private static final int CHANGED = 1;
    private static final int EVERY = 2;

    /**
     * @param commits after which the tables the commit changed are sampled
     * @param polls   after which every table is sampled
     */
    public ResourceMonitor(TableSampler sampler, UpdateLoop loop, AgentTime time, Supplier<SwitchIntent> running,
                           Published<AgentProblem> problems, Published<?> commits, Published<?> polls) {
        this.sampler = sampler;
        this.loop = loop;
        this.time = time;
        this.running = running;
        this.problems = problems;
        subscriptions.add(commits.subscribe(v -> request(CHANGED)));
        subscriptions.add(polls.subscribe(v -> request(EVERY)));
    }

    /** The tables' use, a new list whenever a sample changed anything. */
    public Published<List<ResourceUsage>> usages() {
        return usages;
    }

    /** Queues a sample of {@code what} unless one as wide is already waiting. */
    private void request(int what) {
        while (loop.isRunning()) {
            int waiting = queued.get();
            if (waiting >= what) {
                return;
            }
            if (queued.compareAndSet(waiting, what)) {
                if (waiting == NONE) {
                    loop.submit(() -> {
                        sample(queued.getAndSet(NONE) == EVERY);
                        return null;
                    });
                }
                return;
            }
        }
    }

    /** One sample, now, on the update thread: of every table, or of those whose use changed since the last. */
    void sample(boolean everyTable) {
        ComponentsIntent config = ComponentsIntent.of(running.get());
        var crossings = utilization.update(everyTable ? sampler.sample() : sampler.sampleChanged(), r -> config.thresholds(ComponentsIntent.ASIC, r), time.now());
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
