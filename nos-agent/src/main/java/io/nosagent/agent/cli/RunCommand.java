package io.nosagent.agent.cli;

import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.NosAgent;
import io.nosagent.agent.update.CommitException;
import io.nosagent.config.ConfigException;
import io.nosagent.sai.platform.PlatformException;
import io.nosagent.sai.trace.SaiCallLog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** {@code nos-agent run}: starts the agent and keeps it running until SIGTERM / Ctrl-C. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Start the agent: bring the switch up (virtual ASIC unless --sai-lib), program the startup config, serve gNMI.")
public final class RunCommand implements Callable<Integer> {

    @Option(names = "--platform", defaultValue = "rtsw", paramLabel = "rtsw|ctsw|FILE",
            description = "Switch platform: a shipped profile or a platform description file (default ${DEFAULT-VALUE}).")
    String platform;

    @Option(names = "--config", paramLabel = "FILE",
            description = "Startup config (OpenConfig JSON_IETF). Default: the persisted running config, else the platform's example.")
    Path config;

    @Option(names = "--sai-lib", paramLabel = "FILE", description = "Vendor libsai.so to drive instead of the virtual ASIC.")
    Path saiLib;

    @Option(names = "--sai-profile", paramLabel = "FILE", description = "key=value profile for the vendor library.")
    Path saiProfile;

    @Option(names = "--sai-trace", paramLabel = "FILE",
            description = "Write every SAI call the agent makes to FILE, one line each (the test SAI library's trace format).")
    Path saiTrace;

    @Option(names = "--state-dir", paramLabel = "DIR", defaultValue = "${sys:user.home}/.nos-agent",
            description = "Running config, history and generated credentials (default ${DEFAULT-VALUE}).")
    Path stateDir;

    @Override
    public Integer call() throws InterruptedException {
        var trace = Optional.ofNullable(saiTrace).map(SaiCallLog::new);
        var options = new AgentOptions(platform, Optional.ofNullable(config), Optional.ofNullable(saiLib),
                Optional.ofNullable(saiProfile), stateDir, trace.map(log -> log));
        NosAgent agent;
        try {
            agent = NosAgent.start(options);
        } catch (ConfigException | PlatformException e) {
            trace.ifPresent(SaiCallLog::close);
            System.err.println("nos-agent: " + e.getMessage());
            return 2;
        } catch (CommitException e) {
            trace.ifPresent(SaiCallLog::close);
            System.err.println("nos-agent: startup config refused: " + e.getMessage());
            return 2;
        }
        var stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(Thread.ofPlatform().name("nos-shutdown").unstarted(() -> {
            System.err.println("nos-agent: stopping");
            agent.close();
            trace.ifPresent(SaiCallLog::close);
            System.err.println("nos-agent: stopped cleanly");
            stopped.countDown();
        }));
        System.err.printf("nos-agent up: %s, %d ports, config version %d. Ctrl-C to stop.%n",
                agent.platform().name(), agent.switchHandle().portsByName().size(), agent.intent().version());
        stopped.await();
        return 0;
    }
}
