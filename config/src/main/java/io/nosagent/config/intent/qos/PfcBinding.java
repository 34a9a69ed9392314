package io.nosagent.config.intent.qos;

import java.util.Objects;

/**
 * A port's lossless settings ({@code /qos/interfaces/interface/nosagent-qos:pfc}): the lossless profile
 * it follows and the length of its cable, from which its headroom is computed ({@link Headroom}).
 *
 * @param losslessProfile the profile's name
 * @param cableLength     metres of cable to the peer
 */
public record PfcBinding(String losslessProfile, int cableLength) {
    public PfcBinding {
        Objects.requireNonNull(losslessProfile, "losslessProfile");
    }
}
