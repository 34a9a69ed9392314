package io.nosagent.agent.gnmi.paths;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.SystemYang;
import io.nosagent.config.yang.SystemYang.Processes.Process;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.sai.observe.Published;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * {@code /system/processes}: the agent's own process (pid, name, start time, CPU time in user and system
 * mode, CPU and memory use), as an operator checks a switch's daemons for runaway CPU or memory. The
 * processes the agent starts (FRR's daemons) are not listed here.
 */
public final class ProcessesHandler implements PathHandler {

    static final String NAME = "nos-agent";

    private static final List<Container> SCHEMA = List.of(Fragment.of(SystemYang.node())
            .with(Process.State.node(), Process.State.PID, Process.State.NAME, Process.State.START_TIME,
                    Process.State.CPU_USAGE_USER, Process.State.CPU_USAGE_SYSTEM, Process.State.CPU_UTILIZATION,
                    Process.State.MEMORY_USAGE, Process.State.MEMORY_UTILIZATION)
            .build());

    private final Host host;
    private final Clock clock;
    private final long pid = ProcessHandle.current().pid();
    private final Instant started;

    ProcessesHandler(Host host, Clock clock) {
        this.host = host;
        this.clock = clock;
        this.started = ProcessHandle.current().info().startInstant().orElseGet(clock::instant);
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of();
    }

    @Override
    public boolean changesContinuously() {
        return true;
    }

    @Override
    public void write(DataWriter out) {
        out.timestamp(DataWriter.nanos(clock.instant()));
        ObjectNode processes = out.container(out.container(out.root(), SystemYang.TOP), SystemYang.PROCESSES);
        ObjectNode entry = out.entry(processes, SystemYang.Processes.PROCESS, Process.PID, DataWriter.uint64(pid));
        ObjectNode state = out.container(entry, Process.STATE);
        long[] cpu = host.processCpuNanos();
        long memory = host.processMemory();
        state.set(Process.State.PID, DataWriter.uint64(pid));
        state.put(Process.State.NAME, NAME);
        state.set(Process.State.START_TIME, DataWriter.uint64(DataWriter.nanos(started)));
        state.set(Process.State.CPU_USAGE_USER, DataWriter.uint64(cpu[0]));
        state.set(Process.State.CPU_USAGE_SYSTEM, DataWriter.uint64(cpu[1]));
        state.put(Process.State.CPU_UTILIZATION, host.processCpuPercent());
        state.set(Process.State.MEMORY_USAGE, DataWriter.uint64(memory));
        state.put(Process.State.MEMORY_UTILIZATION, (int) Math.min(100, Math.round(100.0 * memory / host.memoryTotal())));
    }
}
