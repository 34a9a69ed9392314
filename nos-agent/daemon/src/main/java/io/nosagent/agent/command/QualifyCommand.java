package io.nosagent.agent.command;

import io.nosagent.agent.asic.SaiBackends;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.backend.BackendRequest;
import io.nosagent.sai.backend.SaiBackend;
import io.nosagent.sai.bringup.SwitchBringUp;
import io.nosagent.sai.capability.Qualification;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformException;
import io.nosagent.sai.platform.PlatformLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code nos-agent qualify}: for bringing up a new switch SKU. Brings the switch up on its SAI (cold, so not
 * while an agent runs it), asks the capability queries, creates and removes a scratch of each optional
 * object the features use, and prints per feature of the agent whether it runs natively, by its fallback
 * or not at all, with the SAI's answers.
 */
@Command(name = "qualify", mixinStandardHelpOptions = true,
        description = {"Probe a switch's SAI and print, for every feature of the agent, native / fallback (which) / not supported, "
                + "with the SAI's evidence per row.",
                "It brings the switch up cold (stop the agent first), asks SAI's capability queries, then creates and removes a "
                        + "scratch of each optional object the features use, leaving nothing behind."})
public final class QualifyCommand implements Callable<Integer> {

    @Option(names = "--platform", defaultValue = "rtsw", paramLabel = "rtsw|ctsw|FILE[:PERSONALITY]",
            description = "Switch platform: a shipped profile or a description file, optionally :full, :minimal or a "
                    + "personality file on the virtual ASIC (default ${DEFAULT-VALUE}).")
    String platform;

    @Option(names = "--sai-lib", paramLabel = "FILE", description = "Vendor libsai.so to probe instead of the virtual ASIC.")
    Path saiLib;

    @Option(names = "--sai-profile", paramLabel = "FILE", description = "key=value profile for the vendor library.")
    Path saiProfile;

    @Option(names = "--json", description = "Print JSON for scripts.")
    boolean json;

    @Override
    public Integer call() {
        Platform p;
        try {
            p = new PlatformLoader().load(platform);
        } catch (PlatformException e) {
            System.err.println("nos-agent qualify: " + e.getMessage());
            return 2;
        }
        if (saiProfile != null && saiLib == null) {
            System.err.println("nos-agent qualify: --sai-profile goes with --sai-lib");
            return 2;
        }
        String sai = saiLib == null ? "the virtual ASIC" : saiLib.toString();
        try (SaiBackend backend = SaiBackends.open(new BackendRequest(p, Optional.ofNullable(saiLib), Optional.ofNullable(saiProfile),
                false))) {
            var sw = new SwitchBringUp(backend, p).bringUp();
            var report = new QualificationReport(p, sai, new Qualification(backend, sw).run());
            System.out.print(json ? report.json() : report.table());
            return 0;
        } catch (IllegalArgumentException | IllegalStateException | SaiException e) {
            System.err.println("nos-agent qualify: " + e.getMessage());
            return 1;
        }
    }
}
