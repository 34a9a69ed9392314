package io.nosagent.sai.backend;

import io.nosagent.sai.platform.Platform;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * What the agent asks of a backend at start.
 *
 * @param platform   the switch it runs
 * @param saiLibrary a vendor {@code libsai.so}; empty for a backend that needs none
 * @param saiProfile the vendor library's key=value profile
 * @param warm       a warm start: the backend restores the state it saved at the warm stop
 */
public record BackendRequest(Platform platform, Optional<Path> saiLibrary, Optional<Path> saiProfile, boolean warm) {
    public BackendRequest {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(saiLibrary, "saiLibrary");
        Objects.requireNonNull(saiProfile, "saiProfile");
    }
}
