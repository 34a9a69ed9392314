package io.nosagent.config.intent.qos;

import java.util.Objects;

/**
 * A queue-management profile ({@code /qos/queue-management-profiles/queue-management-profile}) with
 * its WRED/ECN settings. The shipped ones are the ECN presets: {@code ecn-relaxed} (CTSW: 5 MB min =
 * max), {@code ecn-tight} (300 KB / 600 KB) and {@code ecn-rtsw}.
 *
 * @param name the profile's name
 * @param wred its WRED/ECN settings
 */
public record QueueManagementProfile(String name, Wred wred) {
    public QueueManagementProfile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(wred, "wred");
    }
}
