package io.nosagent.agent.asic;

import io.nosagent.agent.AgentOptions;
import io.nosagent.sai.backend.BackendRequest;
import io.nosagent.sai.backend.SaiBackend;
import io.nosagent.sai.backend.SaiBackendProvider;
import io.nosagent.sai.platform.Platform;

import java.util.ServiceLoader;

/**
 * Opens the backend the options ask for from the backends this build carries (each registers a
 * {@link SaiBackendProvider}): a vendor library with {@code --sai-lib}, else the virtual ASIC where the
 * build has one. The daemon names no backend class.
 */
public final class SaiBackends {

    private SaiBackends() {
    }

    /** The backend for {@code options}; with {@code warm}, one that restores what it saved at the warm stop. */
    public static SaiBackend open(AgentOptions options, Platform platform, boolean warm) {
        return open(new BackendRequest(platform, options.saiLibrary(), options.saiProfile(), warm));
    }

    /** The backend for {@code request}. */
    public static SaiBackend open(BackendRequest request) {
        for (SaiBackendProvider provider : ServiceLoader.load(SaiBackendProvider.class)) {
            if (provider.serves(request)) {
                return provider.open(request);
            }
        }
        throw new IllegalArgumentException(request.saiLibrary().isPresent()
                ? "this build carries no backend for a vendor SAI library (" + request.saiLibrary().get() + ")"
                : "this build carries no virtual ASIC: give the vendor library with --sai-lib FILE"
                  + " (the lab build, bin/nos-agent run, runs on the virtual ASIC)");
    }
}
