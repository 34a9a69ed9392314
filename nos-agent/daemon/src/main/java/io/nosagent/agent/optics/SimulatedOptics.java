package io.nosagent.agent.optics;

import io.nosagent.feature.AgentProblem.Severity;
import io.nosagent.sai.platform.Platform;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;

/**
 * The optic in each front-panel port's cage, simulated: a pluggable of the port's speed with one lane
 * (physical channel) per SerDes lane, whose receive and transmit power and laser bias sit at a lane's own
 * operating point and drift a little from second to second. {@link #degrade} makes a lane lose receive
 * power, {@link #STEP_DB} per {@link #STEP} from the moment it is asked, until it is dark: the slow fade of
 * a dirty connector or an ageing far-end laser, which operators drain a port for before its link fails.
 * Readings are functions of the clock, so a test on simulated time sees exact values.
 */
public final class SimulatedOptics {

    /** How much receive power a degrading lane loses per step, and how often it steps. */
    public static final double STEP_DB = 2.0;
    public static final Duration STEP = Duration.ofSeconds(1);
    /** Below this a lane sees no light: its receiver reports loss of signal. */
    public static final double DARK_DBM = -40.0;

    /** The module's case temperature that raises its temperature alarm. */
    public static final double TEMPERATURE_ALARM_CELSIUS = 75;

    /**
     * The alarm thresholds of one severity, the same for every lane (a DR-type 400G optic's datasheet figures).
     *
     * @param inputLower receive power below which the lane alarms, dBm
     */
    public record Thresholds(Severity severity, double inputLower, double inputUpper, double outputLower, double outputUpper,
                             double biasLowerMilliamps, double biasUpperMilliamps) {
    }

    /** The optics' warning and critical thresholds. */
    public static final List<Thresholds> THRESHOLDS = List.of(
            new Thresholds(Severity.WARNING, -9.0, 4.0, -6.0, 5.0, 4.0, 12.0),
            new Thresholds(Severity.CRITICAL, -12.0, 5.0, -8.0, 6.0, 2.0, 14.0));

    /** What sits in a port's cage. */
    public record Optic(String port, String formFactor, String vendor, String vendorPart, String serialNo, int lanes) {
    }

    /** One lane's readings now. */
    public record Lane(int index, double inputDbm, double outputDbm, double biasMilliamps) {
        /** Whether the lane's receiver sees no light. */
        public boolean dark() {
            return inputDbm <= DARK_DBM;
        }
    }

    private final Map<String, Optic> optics;
    private final Clock clock;
    /** Per port, the lanes degrading and since when. */
    private final Map<String, Map<Integer, Instant>> degrading = new ConcurrentHashMap<>();

    private SimulatedOptics(Map<String, Optic> optics, Clock clock) {
        this.optics = optics;
        this.clock = clock;
    }

    /** An optic in every front-panel port of {@code platform}. */
    public static SimulatedOptics of(Platform platform, Clock clock) {
        var optics = new LinkedHashMap<String, Optic>();
        int n = 0;
        for (Platform.PortSpec spec : platform.ports()) {
            optics.put(spec.name(), new Optic(spec.name(), formFactor(spec.speedMbps(), spec.lanes().size()), "NOSAGENT-SIM",
                    spec.speedMbps() / 1000 + "G-DR" + Math.min(spec.lanes().size(), 8), String.format("SIM%08d", ++n),
                    spec.lanes().size()));
        }
        return new SimulatedOptics(Map.copyOf(optics), clock);
    }

    /** The pluggable a port of this speed and lane count takes (openconfig-transport-types). */
    static String formFactor(long speedMbps, int lanes) {
        if (speedMbps >= 800_000) {
            return "OSFP";
        }
        if (speedMbps >= 400_000) {
            return lanes >= 8 ? "QSFP56_DD" : "OSFP";
        }
        return speedMbps >= 200_000 ? "QSFP56" : "QSFP28";
    }

    /** The optic in {@code port}'s cage. */
    public Optional<Optic> optic(String port) {
        return Optional.ofNullable(optics.get(port));
    }

    /** Every lane's readings now. */
    public List<Lane> lanes(Optic optic) {
        long second = clock.millis() / 1000;
        Map<Integer, Instant> dimmed = degrading.getOrDefault(optic.port(), Map.of());
        return IntStream.range(0, optic.lanes()).mapToObj(i -> {
            String lane = optic.serialNo() + "/" + i;
            // Each lane has its own operating point (within 0.6 dB, 0.4 mA) and drifts around it.
            double input = -1.0 + 0.6 * Noise.of(lane + "/rx", 0) + 0.1 * Noise.of(lane + "/rx", second);
            Instant since = dimmed.get(i);
            if (since != null) {
                long steps = 1 + Math.max(0, Duration.between(since, clock.instant()).dividedBy(STEP));
                input = Math.max(DARK_DBM, input - steps * STEP_DB);
            }
            double output = 1.0 + 0.5 * Noise.of(lane + "/tx", 0) + 0.05 * Noise.of(lane + "/tx", second);
            double bias = 7.5 + 0.4 * Noise.of(lane + "/bias", 0) + 0.05 * Noise.of(lane + "/bias", second);
            return new Lane(i, round2(input), round2(output), round2(bias));
        }).toList();
    }

    /** The module's case temperature now, near 45 C. */
    public double temperatureCelsius(Optic optic) {
        return Math.round((45 + 3 * Noise.of(optic.serialNo() + "/temp", 0) + 0.5 * Noise.of(optic.serialNo() + "/temp",
                clock.millis() / 1000)) * 10) / 10.0;
    }

    /**
     * Lane {@code lane} of {@code port}'s optic, or every lane, starts losing receive power; a lane already
     * degrading keeps its pace.
     *
     * @throws IllegalArgumentException naming the port or lane when there is no such optic or lane
     */
    public void degrade(String port, OptionalInt lane) {
        Optic optic = optics.get(port);
        if (optic == null) {
            throw new IllegalArgumentException("no optic in '" + port + "' (not a front-panel port)");
        }
        if (lane.isPresent() && lane.getAsInt() >= optic.lanes()) {
            throw new IllegalArgumentException("lane " + lane.getAsInt() + " of " + port + ": its optic has lanes 0-" + (optic.lanes() - 1));
        }
        Instant now = clock.instant();
        var lanes = degrading.computeIfAbsent(port, p -> new ConcurrentHashMap<>());
        for (int i = 0; i < optic.lanes(); i++) {
            if (lane.isEmpty() || lane.getAsInt() == i) {
                lanes.putIfAbsent(i, now);
            }
        }
    }

    /** Every lane of {@code port}'s optic back at its operating point (the connector cleaned, the optic swapped). */
    public void repair(String port) {
        if (!optics.containsKey(port)) {
            throw new IllegalArgumentException("no optic in '" + port + "' (not a front-panel port)");
        }
        degrading.remove(port);
    }

    /** The ports whose optic has a lane degrading. */
    public Set<String> degraded() {
        return Set.copyOf(degrading.keySet());
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
