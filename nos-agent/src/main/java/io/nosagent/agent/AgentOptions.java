package io.nosagent.agent;

import java.nio.file.Path;
import java.util.Optional;

/**
 * How to start the agent.
 *
 * @param platform   shipped profile name ({@code rtsw}, {@code ctsw}) or a platform description file
 * @param config     startup config file (OpenConfig JSON_IETF); empty = the persisted running config,
 *                   else the platform's built-in example
 * @param saiLibrary a vendor {@code libsai.so}; empty = the virtual ASIC
 * @param saiProfile key=value profile the vendor library reads
 * @param stateDir   where the running config, its history and generated credentials live
 */
public record AgentOptions(String platform, Optional<Path> config, Optional<Path> saiLibrary, Optional<Path> saiProfile,
                           Path stateDir) {

    public static AgentOptions virtual(String platform, Path stateDir) {
        return new AgentOptions(platform, Optional.empty(), Optional.empty(), Optional.empty(), stateDir);
    }

    public AgentOptions withConfig(Path file) {
        return new AgentOptions(platform, Optional.of(file), saiLibrary, saiProfile, stateDir);
    }
}
