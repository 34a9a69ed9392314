package io.nosagent.agent.command;

import io.nosagent.agent.AgentHost;
import io.nosagent.agent.restart.AgentProcessFile;
import io.nosagent.agent.update.CommitException;
import io.nosagent.config.ConfigException;
import io.nosagent.sai.platform.PlatformException;
import io.nosagent.sai.trace.SaiCallFormat;
import io.nosagent.sai.trace.SaiCallLog;

import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;

/**
 * Runs the agent as a process until SIGTERM: claims the state directory, starts the agent under its
 * {@link AgentHost} (which restarts it in process on a gNOI reboot), lets the caller attach what it runs
 * beside it, prints one line saying it is up, and on SIGTERM stops everything (warm when
 * {@code nos-agent stop --warm} asked for it).
 */
public final class AgentRunner {

    /** Something run beside the agent (the lab's simulated hosts), stopped before the agent. */
    public interface Attachment extends AutoCloseable {
        /** What the start-up line adds, e.g. {@code ", simulated allreduce among 16 hosts"}; may be empty. */
        String describe();

        @Override
        void close();
    }

    private AgentRunner() {
    }

    /**
     * @param attach what to run beside the started agent, if anything
     * @return the process exit code when the agent cannot start (it does not return once the agent runs)
     */
    public static int run(RunOptions options, Function<AgentHost, Optional<Attachment>> attach) throws InterruptedException {
        var processFile = new AgentProcessFile(options.stateDir());
        try {
            processFile.claim();
        } catch (IllegalStateException | UncheckedIOException e) {
            return refuse(e.getMessage());
        }
        Optional<SaiCallLog> trace;
        try {
            trace = options.saiTrace().map(file -> new SaiCallLog(file, SaiCallFormat.available().orElseThrow(() ->
                    new IllegalArgumentException("--sai-trace: this build has no backend that writes the test library's trace format"))));
        } catch (IllegalArgumentException | UncheckedIOException e) {
            processFile.release();
            return refuse(e.getMessage());
        }
        AgentHost agent;
        try {
            agent = AgentHost.start(options.agentOptions(trace.map(log -> log)));
        } catch (CommitException e) {
            trace.ifPresent(SaiCallLog::close);
            processFile.release();
            return refuse("startup config refused: " + e.getMessage());
        } catch (ConfigException | PlatformException | IllegalArgumentException | UncheckedIOException e) {
            trace.ifPresent(SaiCallLog::close);
            processFile.release();
            return refuse(e.getMessage());
        }
        Optional<Attachment> beside = attach.apply(agent);
        Runtime.getRuntime().addShutdownHook(Thread.ofPlatform().name("nos-shutdown").unstarted(() -> {
            boolean warm = processFile.takeWarmStopRequest();
            System.err.println("nos-agent: stopping" + (warm ? " warm" : ""));
            beside.ifPresent(Attachment::close);
            if (warm) {
                agent.stopWarm();
            } else {
                agent.close();
            }
            trace.ifPresent(SaiCallLog::close);
            processFile.release();
            System.err.println(warm ? "nos-agent: stopped warm; the next start adopts the switch as it is" : "nos-agent: stopped cleanly");
        }));
        System.err.printf("nos-agent up: %s, %d ports, config version %d%s%s. Ctrl-C to stop.%n",
                agent.agent().platform().name(), agent.agent().switchHandle().portsByName().size(), agent.agent().intent().version(),
                agent.agent().gnmi().map(g -> ", gNMI on port " + g.port()).orElse(""),
                beside.map(Attachment::describe).orElse(""));
        new CountDownLatch(1).await(); // until SIGTERM: the shutdown hook stops everything
        return 0;
    }

    /** Prints why the agent cannot run; the exit code for it. */
    public static int refuse(String why) {
        System.err.println("nos-agent: " + why);
        return 2;
    }
}
