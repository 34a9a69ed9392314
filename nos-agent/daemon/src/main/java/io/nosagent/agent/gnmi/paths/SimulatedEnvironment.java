package io.nosagent.agent.gnmi.paths;

import io.nosagent.agent.optics.Noise;
import io.nosagent.sai.platform.Platform;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The switch's cooling, power and temperature sensors, simulated: the enclosure a platform role comes in
 * (a rack switch is a 1RU box with fewer fans and smaller supplies than a cluster switch) and readings that
 * sit near a realistic operating point with a little noise. The noise is a function of the sensor and the
 * second it is read, so two reads within a second agree and a test on a fixed clock sees fixed values.
 */
final class SimulatedEnvironment {

    /** Seconds over which a sensor's avg, min and max are taken (OpenConfig's default interval). */
    static final int INTERVAL_SECONDS = 30;

    record Fan(String name, int nominalRpm) {}

    record PowerSupply(String name, double capacityWatts) {}

    /** A temperature sensor: where it sits, its typical reading and the threshold that raises its alarm. */
    record Sensor(String name, String description, double typicalCelsius, double alarmThresholdCelsius) {}

    /** Instant, average, minimum and maximum of a sensor over the last interval, and whether it alarms. */
    record Temperature(double instant, double avg, double min, double max, boolean alarm) {}

    /** A supply's electrical readings. */
    record PowerReading(double inputVolts, double inputAmps, double outputVolts, double outputAmps, double outputWatts) {}

    private final List<Fan> fans;
    private final List<PowerSupply> powerSupplies;
    private final List<Sensor> sensors;
    private final double loadWatts;
    private final Clock clock;

    private SimulatedEnvironment(List<Fan> fans, List<PowerSupply> powerSupplies, List<Sensor> sensors,
                                 double loadWatts, Clock clock) {
        this.fans = List.copyOf(fans);
        this.powerSupplies = List.copyOf(powerSupplies);
        this.sensors = List.copyOf(sensors);
        this.loadWatts = loadWatts;
        this.clock = clock;
    }

    /** The enclosure of {@code platform}'s role: the cluster switch has more fans and bigger supplies. */
    static SimulatedEnvironment of(Platform platform, Clock clock) {
        boolean cluster = platform.role() == Platform.SwitchRole.CTSW;
        int fanCount = cluster ? 8 : 6;
        var fans = new ArrayList<Fan>();
        for (int i = 0; i < fanCount; i++) {
            fans.add(new Fan("fan" + i, cluster ? 14_000 : 12_000));
        }
        double capacity = cluster ? 3000 : 2000;
        var supplies = List.of(new PowerSupply("psu0", capacity), new PowerSupply("psu1", capacity));
        var sensors = List.of(
                new Sensor("temp-inlet", "air inlet", 27, 45),
                new Sensor("temp-outlet", "air outlet", 42, 65),
                new Sensor("temp-asic", "switch ASIC die", 68, 105),
                new Sensor("temp-cpu", "control-plane CPU", 52, 95));
        // A port draws a few watts (SerDes and optics) on top of the ASIC and the fans.
        double load = 350 + platform.ports().size() * 14.0;
        return new SimulatedEnvironment(fans, supplies, sensors, load, clock);
    }

    List<Fan> fans() {
        return fans;
    }

    List<PowerSupply> powerSupplies() {
        return powerSupplies;
    }

    List<Sensor> sensors() {
        return sensors;
    }

    /** A fan's speed now, within 2% of its nominal speed. */
    long speedRpm(Fan fan) {
        return Math.round(fan.nominalRpm() * (1 + 0.02 * Noise.of(fan.name(), now())));
    }

    /** A sensor's readings over the last {@link #INTERVAL_SECONDS}, each within 1.5 degrees of its typical value. */
    Temperature temperature(Sensor sensor) {
        long now = now();
        double instant = celsius(sensor, now);
        double sum = 0;
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        for (long s = now - INTERVAL_SECONDS + 1; s <= now; s++) {
            double c = celsius(sensor, s);
            sum += c;
            min = Math.min(min, c);
            max = Math.max(max, c);
        }
        return new Temperature(instant, round1(sum / INTERVAL_SECONDS), min, max, instant >= sensor.alarmThresholdCelsius());
    }

    /** A supply's readings: the supplies share the switch's load evenly, at 94% efficiency from 230 V AC. */
    PowerReading power(PowerSupply psu) {
        long now = now();
        double outWatts = round1(loadWatts / powerSupplies.size() * (1 + 0.01 * Noise.of(psu.name(), now)));
        double outVolts = round1(12.0 + 0.1 * Noise.of(psu.name() + "/out", now));
        double inVolts = round1(230 + 2 * Noise.of(psu.name() + "/in", now));
        double inWatts = outWatts / 0.94;
        return new PowerReading(inVolts, round2(inWatts / inVolts), outVolts, round2(outWatts / outVolts), outWatts);
    }

    private double celsius(Sensor sensor, long second) {
        return round1(sensor.typicalCelsius() + 1.5 * Noise.of(sensor.name(), second));
    }

    private long now() {
        return clock.millis() / 1000;
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
