package io.nosagent.sai.ffm;

import io.nosagent.sai.backend.BackendRequest;
import io.nosagent.sai.backend.SaiBackend;
import io.nosagent.sai.backend.SaiBackendProvider;

import java.util.LinkedHashMap;
import java.util.Map;

/** Opens a vendor {@code libsai.so} over FFM when the request names one. */
public final class NativeSaiProvider implements SaiBackendProvider {

    /** SAI's profile key for how the switch boots (saiswitch.h SAI_KEY_BOOT_TYPE): 0 cold, 1 warm. */
    static final String BOOT_TYPE = "SAI_BOOT_TYPE";

    @Override
    public String name() {
        return "vendor libsai";
    }

    @Override
    public boolean serves(BackendRequest request) {
        return request.saiLibrary().isPresent();
    }

    /** With a warm request the library is told to restore the state it saved at the warm stop. */
    @Override
    public SaiBackend open(BackendRequest request) {
        Map<String, String> profile = new LinkedHashMap<>(request.saiProfile().map(p -> SaiProfile.read(p).values()).orElse(Map.of()));
        if (request.warm()) {
            profile.put(BOOT_TYPE, "1");
        }
        return NativeSai.open(request.saiLibrary().orElseThrow(), profile);
    }
}
