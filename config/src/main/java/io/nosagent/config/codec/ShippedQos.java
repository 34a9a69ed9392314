package io.nosagent.config.codec;

import io.nosagent.config.intent.qos.InterfaceQos;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.validate.QosValidator;

import java.util.Collection;

/**
 * The lossless QoS the project ships as data ({@code io/nosagent/config/qos/<platform>-lossless.json}),
 * one per switch kind: the single-lossless-queue reference (RDMA DSCP 50-59 on queue 2, PFC on priority
 * 2 only, WRR 8; monitoring DSCP 26-30, 32, 35 on queue 6, WRR 15; network control DSCP 48 on queue 7,
 * WRR 80; everything else on queue 0, WRR 5) plus the strict CTS queue 5, with the buffer pools and
 * ECN presets of the switch kind, and a lossless profile per port role ({@code downlink},
 * {@code uplink} on an RTSW; {@code downlink} on a CTSW, whose ports all face racks). Ports follow it
 * through {@link #bind}, each with the cable length of its role.
 */
public final class ShippedQos {

    /** Cable of an RTSW downlink: copper inside the rack. */
    public static final int DOWNLINK_CABLE_METRES = 3;
    /** Cable between rack and spine: fibre across the data hall. */
    public static final int FABRIC_CABLE_METRES = 100;

    private ShippedQos() {
    }

    /** The shipped definitions for {@code platform} ({@code rtsw}, {@code ctsw}): no port bound yet. */
    public static QosIntent definitions(String platform) {
        String resource = "/io/nosagent/config/qos/" + platform + "-lossless.json";
        String text = ShippedDocument.text(resource)
                .orElseThrow(() -> new IllegalArgumentException("no shipped QoS profile for platform '" + platform + "'"));
        return ShippedDocument.parse(text, resource, new QosCodec(), new QosValidator());
    }

    /** {@code qos} with each of {@code ports} following lossless profile {@code profile} over {@code cableMetres} of cable. */
    public static QosIntent bind(QosIntent qos, Collection<String> ports, String profile, int cableMetres) {
        for (String port : ports) {
            qos = qos.withInterface(InterfaceQos.following(port, profile, cableMetres));
        }
        return qos;
    }
}
