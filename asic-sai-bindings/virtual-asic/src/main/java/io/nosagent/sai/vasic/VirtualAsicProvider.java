package io.nosagent.sai.vasic;

import io.nosagent.sai.backend.BackendRequest;
import io.nosagent.sai.backend.SaiBackend;
import io.nosagent.sai.backend.SaiBackendProvider;

/** Opens the virtual ASIC of the request's platform when no vendor library is asked for. */
public final class VirtualAsicProvider implements SaiBackendProvider {

    @Override
    public String name() {
        return "virtual ASIC";
    }

    @Override
    public boolean serves(BackendRequest request) {
        return request.saiLibrary().isEmpty();
    }

    @Override
    public SaiBackend open(BackendRequest request) {
        return new VirtualAsic(request.platform());
    }
}
