package io.nosagent.agent.asic;

import io.nosagent.agent.AgentOptions;
import io.nosagent.sai.Sai;
import io.nosagent.sai.ffm.NativeSai;
import io.nosagent.sai.ffm.SaiProfile;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.VirtualAsic;

import java.util.HashMap;
import java.util.Map;

/** The one place that knows which SAI backends exist and how to open them. */
public final class SaiBackends {

    private SaiBackends() {
    }

    /** SAI's profile key for how the switch boots (saiswitch.h SAI_KEY_BOOT_TYPE): 0 cold, 1 warm. */
    static final String BOOT_TYPE = "SAI_BOOT_TYPE";

    /**
     * The backend the options ask for: a vendor library when given, else the virtual ASIC. With
     * {@code warm}, a vendor library is told to restore the state it saved at the warm stop.
     */
    public static Sai open(AgentOptions options, Platform platform, boolean warm) {
        if (options.saiLibrary().isPresent()) {
            Map<String, String> profile = new HashMap<>(options.saiProfile().map(p -> SaiProfile.read(p).values()).orElse(Map.of()));
            if (warm) {
                profile.put(BOOT_TYPE, "1");
            }
            return NativeSai.open(options.saiLibrary().get(), profile);
        }
        return virtualAsic(platform);
    }

    /** The virtual ASIC, built from a platform description: the default backend. */
    public static Sai virtualAsic(Platform platform) {
        return new VirtualAsic(platform);
    }
}
