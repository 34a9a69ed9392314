package io.nosagent.agent;

import io.nosagent.sai.trace.SaiCall;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * How to start the agent.
 *
 * @param platform   shipped profile name ({@code rtsw}, {@code ctsw}) or a platform description file
 * @param config     startup config file (OpenConfig JSON_IETF); empty = the persisted running config,
 *                   else the platform's built-in example
 * @param saiLibrary a vendor {@code libsai.so}; empty = the virtual ASIC
 * @param saiProfile key=value profile the vendor library reads
 * @param stateDir   where the running config, its history and generated credentials live
 * @param saiCalls   sees every SAI call the agent makes, with its outcome (a trace file, a test)
 */
public record AgentOptions(String platform, Optional<Path> config, Optional<Path> saiLibrary, Optional<Path> saiProfile,
                           Path stateDir, Optional<Consumer<SaiCall>> saiCalls) {

    public static AgentOptions virtual(String platform, Path stateDir) {
        return new AgentOptions(platform, Optional.empty(), Optional.empty(), Optional.empty(), stateDir, Optional.empty());
    }

    public AgentOptions withConfig(Path file) {
        return new AgentOptions(platform, Optional.of(file), saiLibrary, saiProfile, stateDir, saiCalls);
    }

    /** Drives a vendor library instead of the virtual ASIC. */
    public AgentOptions withSaiLibrary(Path library, Optional<Path> profile) {
        return new AgentOptions(platform, config, Optional.of(library), profile, stateDir, saiCalls);
    }

    public AgentOptions withSaiCalls(Consumer<SaiCall> sink) {
        return new AgentOptions(platform, config, saiLibrary, saiProfile, stateDir, Optional.of(sink));
    }
}
