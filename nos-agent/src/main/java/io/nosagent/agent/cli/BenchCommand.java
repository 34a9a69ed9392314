package io.nosagent.agent.cli;

import io.nosagent.agent.asic.SaiBackends;
import io.nosagent.agent.bench.RouteProgrammingBench;
import io.nosagent.sai.platform.PlatformLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code nos-agent bench ...}: benchmarks that print their figures next to the targets. */
@Command(name = "bench", description = "Run a benchmark and print a table of measured figures and targets.",
        mixinStandardHelpOptions = true, subcommands = {BenchCommand.Routes.class})
public final class BenchCommand {

    /** {@code nos-agent bench routes}. */
    @Command(name = "routes", mixinStandardHelpOptions = true,
            description = "Program IPv6 routes through SaiStore on the virtual ASIC: routes/s and retained heap.")
    static final class Routes implements Callable<Integer> {
        @Option(names = "--routes", defaultValue = "100000", description = "Routes to create (default ${DEFAULT-VALUE}).")
        int routes;

        @Option(names = "--groups", defaultValue = "1000", description = "Next-hop groups they point at (default ${DEFAULT-VALUE}).")
        int groups;

        @Option(names = "--members", defaultValue = "8", description = "Next hops per group (default ${DEFAULT-VALUE}).")
        int members;

        @Option(names = "--platform", defaultValue = "rtsw", description = "Platform profile or file (default ${DEFAULT-VALUE}).")
        String platform;

        @Override
        public Integer call() {
            var bench = new RouteProgrammingBench(SaiBackends::virtualAsic, new PlatformLoader().load(platform), routes, groups, members);
            bench.print(bench.run(), System.out);
            return 0;
        }
    }
}
