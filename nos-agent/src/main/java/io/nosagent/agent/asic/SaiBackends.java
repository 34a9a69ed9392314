package io.nosagent.agent.asic;

import io.nosagent.agent.AgentOptions;
import io.nosagent.sai.Sai;
import io.nosagent.sai.ffm.NativeSai;
import io.nosagent.sai.ffm.SaiProfile;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.VirtualAsic;

import java.util.Map;

/** The one place that knows which SAI backends exist and how to open them. */
public final class SaiBackends {

    private SaiBackends() {
    }

    /** The backend the options ask for: a vendor library when given, else the virtual ASIC. */
    public static Sai open(AgentOptions options, Platform platform) {
        if (options.saiLibrary().isPresent()) {
            Map<String, String> profile = options.saiProfile().map(p -> SaiProfile.read(p).values()).orElse(Map.of());
            return NativeSai.open(options.saiLibrary().get(), profile);
        }
        return virtualAsic(platform);
    }

    /** The virtual ASIC, built from a platform description: the default backend. */
    public static Sai virtualAsic(Platform platform) {
        return new VirtualAsic(platform);
    }
}
