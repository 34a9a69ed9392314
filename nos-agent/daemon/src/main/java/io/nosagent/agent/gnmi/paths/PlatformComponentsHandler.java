package io.nosagent.agent.gnmi.paths;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.agent.restart.RunMarker;
import io.nosagent.agent.update.IntentService;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.platform.ComponentsIntent;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.ComponentsYang;
import io.nosagent.config.yang.ComponentsYang.Component;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit;
import io.nosagent.config.yang.ComponentsYang.Component.Subcomponents.Subcomponent;
import io.nosagent.config.yang.ComponentsYang.Component.Transceiver.PhysicalChannels.Channel;
import io.nosagent.config.yang.ComponentsYang.Component.IntegratedCircuit.PipelineCounters.Drop;
import io.nosagent.config.yang.ComponentsYang.Component.Transceiver.Thresholds.Threshold;
import io.nosagent.agent.optics.SimulatedOptics;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.sai.bringup.SwitchHandle;
import io.nosagent.sai.observe.Published;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.ports.PortStatus;
import io.nosagent.sai.ports.PortStatusTracker;
import io.nosagent.sai.stats.CounterSnapshot;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.stats.PortCounters;
import io.nosagent.sai.stats.PriorityGroupCounters;
import io.nosagent.sai.stats.QueueCounters;
import io.nosagent.sai.stats.StatsCollector;
import io.nosagent.feature.gnmi.PathHandler;

import java.nio.ByteBuffer;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;
import java.util.Locale;
import java.util.List;
import java.util.Set;

/**
 * {@code /components}: the switch as OpenConfig's platform model lists it, from the platform description
 * and the host the agent runs on. A CHASSIS (the platform) holding a CONTROLLER_CARD (this host: memory,
 * last reboot time and reason) with its CPU and the agent as OPERATING_SYSTEM, the ASIC as
 * INTEGRATED_CIRCUIT (pipeline drops summed over the polled port, queue and priority-group counters), and
 * a PORT per front-panel port (oper-status from the port's admin and link state) holding the TRANSCEIVER in
 * its cage (a channel per lane), which the interface's {@code state/hardware-port}, {@code transceiver} and
 * {@code physical-channel} name. The chassis also holds its simulated FANs (speed), POWER_SUPPLYs (capacity,
 * input and output) and temperature SENSORs (avg/min/max over 30 s, alarm above the threshold).
 * A parent lists its children as subcomponents. The ASIC's resource utilization is the resources feature's.
 */
public final class PlatformComponentsHandler implements PathHandler {

    public static final String CHASSIS = "chassis";
    public static final String CONTROLLER = "controller";
    public static final String CPU = "cpu0";
    public static final String SOFTWARE = "software";
    public static final String ASIC = ComponentsIntent.ASIC;

    /** The P4RT node id of the one ASIC until P4RT configuration assigns one. */
    static final long NODE_ID = 1;

    private static final String TYPES = "openconfig-platform-types:";
    private static final String TRANSPORT_TYPES = "openconfig-transport-types:";
    private static final String ALARM_TYPES = "openconfig-alarm-types:";

    private static final List<Container> SCHEMA = List.of(Fragment.of(ComponentsYang.node())
            .with(Component.Config.node(), Component.Config.NAME)
            .with(Component.State.node(), Component.State.NAME, Component.State.TYPE, Component.State.DESCRIPTION,
                    Component.State.MFG_NAME, Component.State.MODEL_NAME, Component.State.SOFTWARE_VERSION, Component.State.REMOVABLE,
                    Component.State.OPER_STATUS, Component.State.PARENT, Component.State.LAST_REBOOT_REASON,
                    Component.State.LAST_REBOOT_TIME)
            .with(Component.State.Memory.node())
            .with(Component.Subcomponents.node())
            .with(Component.Transceiver.PhysicalChannels.node())
            .with(Component.Transceiver.State.node(), Component.Transceiver.State.PRESENT, Component.Transceiver.State.FORM_FACTOR,
                    Component.Transceiver.State.VENDOR, Component.Transceiver.State.VENDOR_PART, Component.Transceiver.State.SERIAL_NO)
            .with(Component.Transceiver.Thresholds.node())
            .with(IntegratedCircuit.State.node(), IntegratedCircuit.State.NODE_ID)
            .with(Drop.State.node(), Drop.State.ADVERSE_AGGREGATE, Drop.State.CONGESTION_AGGREGATE,
                    Drop.State.PACKET_PROCESSING_AGGREGATE)
            .with(Component.State.Temperature.node())
            .with(Component.Fan.State.node())
            .with(Component.PowerSupply.State.node())
            .build());

    /** When and why the agent (the controller card's software) last started, and its version. */
    public record Boot(Instant time, RunMarker.PreviousRun previousRun, String softwareVersion) {
        String rebootReason() {
            return TYPES + switch (previousRun) {
                case STOPPED -> "REBOOT_USER_INITIATED";
                case DIED -> "REBOOT_CRITICAL_ERROR";
            };
        }
    }

    private final IntentService intent;
    private final PortStatusTracker status;
    private final StatsCollector stats;
    private final SwitchHandle sw;
    private final Host host;
    private final Boot boot;
    private final SimulatedEnvironment environment;
    private final SimulatedOptics optics;

    PlatformComponentsHandler(IntentService intent, PortStatusTracker status, StatsCollector stats,
                              SwitchHandle sw, Host host, SimulatedOptics optics, Boot boot, Clock clock) {
        this.intent = intent;
        this.status = status;
        this.stats = stats;
        this.sw = sw;
        this.host = host;
        this.boot = boot;
        this.environment = SimulatedEnvironment.of(sw.platform(), clock);
        this.optics = optics;
    }

    /** The PORT component of a front-panel interface. */
    public static String portComponent(String interfaceName) {
        return "port-" + interfaceName;
    }

    /** The TRANSCEIVER component in a front-panel port's cage: one channel per lane of the port. */
    public static String transceiverComponent(String interfaceName) {
        return "transceiver-" + interfaceName;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return Set.of(intent.commits(), status.changes(), stats.snapshots());
    }

    /** The controller card's memory in use moves on its own. */
    @Override
    public boolean changesContinuously() {
        return true;
    }

    @Override
    public void write(DataWriter out) {
        Platform platform = sw.platform();
        ObjectNode components = out.container(out.root(), ComponentsYang.TOP);

        ObjectNode chassis = component(out, components, CHASSIS, "CHASSIS", null);
        chassis.put(Component.State.DESCRIPTION, platform.description());
        chassis.put(Component.State.MODEL_NAME, platform.name());
        chassis.put(Component.State.OPER_STATUS, TYPES + "ACTIVE");

        ObjectNode controller = component(out, components, CONTROLLER, "CONTROLLER_CARD", CHASSIS);
        controller.put(Component.State.DESCRIPTION, "control-plane host of the " + platform.name());
        controller.put(Component.State.OPER_STATUS, TYPES + "ACTIVE");
        controller.put(Component.State.LAST_REBOOT_REASON, boot.rebootReason());
        controller.set(Component.State.LAST_REBOOT_TIME, DataWriter.uint64(DataWriter.nanos(boot.time())));
        ObjectNode memory = out.container(controller, Component.State.MEMORY);
        memory.set(Component.State.Memory.AVAILABLE, DataWriter.uint64(host.memoryTotal()));
        memory.set(Component.State.Memory.UTILIZED, DataWriter.uint64(host.memoryUsed()));

        ObjectNode cpu = component(out, components, CPU, "CPU", CONTROLLER);
        cpu.put(Component.State.DESCRIPTION, host.cpuModel() + ", " + host.cpus() + " cores");
        cpu.put(Component.State.MFG_NAME, host.cpuVendor());
        cpu.put(Component.State.OPER_STATUS, TYPES + "ACTIVE");

        ObjectNode software = component(out, components, SOFTWARE, "OPERATING_SYSTEM", CONTROLLER);
        software.put(Component.State.DESCRIPTION, "nos-agent");
        software.put(Component.State.SOFTWARE_VERSION, boot.softwareVersion());
        software.put(Component.State.OPER_STATUS, TYPES + "ACTIVE");

        writeAsic(out, components, platform);
        writeEnvironment(out, components);

        var configured = intent.current().interfaces();
        for (Platform.PortSpec spec : platform.ports()) {
            if (sw.portId(spec.name()).isEmpty()) {
                continue;
            }
            ObjectNode port = component(out, components, portComponent(spec.name()), "PORT", CHASSIS);
            port.put(Component.State.DESCRIPTION, spec.speedMbps() / 1000 + "G " + spec.role().name().toLowerCase()
                    + " port, lanes " + spec.lanes().getFirst() + "-" + spec.lanes().getLast());
            port.put(Component.State.REMOVABLE, false);
            InterfaceIntent i = configured.get(spec.name());
            boolean up = status.status(spec.name()).map(PortStatus::up).orElse(false);
            port.put(Component.State.OPER_STATUS, TYPES + (i == null || !i.enabled() ? "DISABLED" : up ? "ACTIVE" : "INACTIVE"));

            optics.optic(spec.name()).ifPresent(optic -> writeTransceiver(out, components, optic));
        }
    }

    /** The optic in a port's cage: what it is, its module temperature, each lane's powers and bias, its thresholds. */
    private void writeTransceiver(DataWriter out, ObjectNode components, SimulatedOptics.Optic optic) {
        String name = transceiverComponent(optic.port());
        ObjectNode state = component(out, components, name, "TRANSCEIVER", portComponent(optic.port()));
        state.put(Component.State.DESCRIPTION, "transceiver of " + optic.port() + ", " + optic.lanes() + " channels");
        state.put(Component.State.OPER_STATUS, TYPES + "ACTIVE");
        ObjectNode temperature = out.container(state, Component.State.TEMPERATURE);
        double celsius = optics.temperatureCelsius(optic);
        temperature.put(Component.State.Temperature.INSTANT, celsius(celsius));
        temperature.put(Component.State.Temperature.ALARM_STATUS, celsius >= SimulatedOptics.TEMPERATURE_ALARM_CELSIUS);
        temperature.put(Component.State.Temperature.ALARM_THRESHOLD, (long) SimulatedOptics.TEMPERATURE_ALARM_CELSIUS);

        ObjectNode transceiver = out.container(out.entry(components, ComponentsYang.COMPONENT, Component.NAME, name), Component.TRANSCEIVER);
        out.container(transceiver, Component.Transceiver.STATE)
                .put(Component.Transceiver.State.PRESENT, "PRESENT")
                .put(Component.Transceiver.State.FORM_FACTOR, TRANSPORT_TYPES + optic.formFactor())
                .put(Component.Transceiver.State.VENDOR, optic.vendor())
                .put(Component.Transceiver.State.VENDOR_PART, optic.vendorPart())
                .put(Component.Transceiver.State.SERIAL_NO, optic.serialNo());
        ObjectNode channels = out.container(transceiver, Component.Transceiver.PHYSICAL_CHANNELS);
        for (SimulatedOptics.Lane lane : optics.lanes(optic)) {
            ObjectNode channel = out.entry(channels, Component.Transceiver.PhysicalChannels.CHANNEL, Channel.INDEX, IntNode.valueOf(lane.index()));
            out.container(channel, Channel.CONFIG).put(Channel.Config.INDEX, lane.index());
            ObjectNode cs = out.container(channel, Channel.STATE).put(Channel.State.INDEX, lane.index());
            out.container(cs, Channel.State.INPUT_POWER).put(Channel.State.InputPower.INSTANT, decimal2(lane.inputDbm()));
            out.container(cs, Channel.State.OUTPUT_POWER).put(Channel.State.OutputPower.INSTANT, decimal2(lane.outputDbm()));
            out.container(cs, Channel.State.LASER_BIAS_CURRENT).put(Channel.State.LaserBiasCurrent.INSTANT, decimal2(lane.biasMilliamps()));
        }
        ObjectNode thresholds = out.container(transceiver, Component.Transceiver.THRESHOLDS);
        for (SimulatedOptics.Thresholds t : SimulatedOptics.THRESHOLDS) {
            String severity = ALARM_TYPES + t.severity().name();
            out.container(out.entry(thresholds, Component.Transceiver.Thresholds.THRESHOLD, Threshold.SEVERITY, severity), Threshold.STATE)
                    .put(Threshold.State.SEVERITY, severity)
                    .put(Threshold.State.INPUT_POWER_LOWER, decimal2(t.inputLower()))
                    .put(Threshold.State.INPUT_POWER_UPPER, decimal2(t.inputUpper()))
                    .put(Threshold.State.OUTPUT_POWER_LOWER, decimal2(t.outputLower()))
                    .put(Threshold.State.OUTPUT_POWER_UPPER, decimal2(t.outputUpper()))
                    .put(Threshold.State.LASER_BIAS_CURRENT_LOWER, decimal2(t.biasLowerMilliamps()))
                    .put(Threshold.State.LASER_BIAS_CURRENT_UPPER, decimal2(t.biasUpperMilliamps()));
        }
    }

    private void writeAsic(DataWriter out, ObjectNode components, Platform platform) {
        ObjectNode asic = component(out, components, ASIC, "INTEGRATED_CIRCUIT", CHASSIS);
        asic.put(Component.State.DESCRIPTION, "switch ASIC (" + platform.switchType().name().toLowerCase() + ", SAI personality "
                + platform.personality().name() + ")");
        asic.put(Component.State.OPER_STATUS, TYPES + "ACTIVE");
        ObjectNode ic = out.container(out.entry(components, ComponentsYang.COMPONENT, Component.NAME, ASIC),
                Component.INTEGRATED_CIRCUIT);
        out.container(ic, IntegratedCircuit.STATE).set(IntegratedCircuit.State.NODE_ID, DataWriter.uint64(NODE_ID));

        // Drops by where the pipeline lost them: corrupted on arrival, no buffer (egress queues and
        // ingress priority groups), or discarded by forwarding (no route, not for this switch).
        long adverse = 0;
        long congestion = 0;
        long processing = 0;
        CounterSnapshot snapshot = stats.snapshot();
        for (PortCounters c : snapshot.ports().values()) {
            adverse += c.get(PortCounter.IN_ERRORS);
            processing += c.get(PortCounter.IN_DISCARDS);
            for (QueueCounters q : c.queues()) {
                congestion += q.droppedPackets();
            }
            for (PriorityGroupCounters pg : c.priorityGroups()) {
                congestion += pg.droppedPackets();
            }
        }
        ObjectNode drop = out.container(out.container(out.container(ic, IntegratedCircuit.PIPELINE_COUNTERS),
                IntegratedCircuit.PipelineCounters.DROP), Drop.STATE);
        drop.set(Drop.State.ADVERSE_AGGREGATE, DataWriter.uint64(adverse));
        drop.set(Drop.State.CONGESTION_AGGREGATE, DataWriter.uint64(congestion));
        drop.set(Drop.State.PACKET_PROCESSING_AGGREGATE, DataWriter.uint64(processing));
    }

    /** The chassis's fans, power supplies and temperature sensors, simulated. */
    private void writeEnvironment(DataWriter out, ObjectNode components) {
        for (SimulatedEnvironment.Fan fan : environment.fans()) {
            ObjectNode state = component(out, components, fan.name(), "FAN", CHASSIS);
            state.put(Component.State.OPER_STATUS, TYPES + "ACTIVE");
            out.container(out.container(out.entry(components, ComponentsYang.COMPONENT, Component.NAME, fan.name()),
                    Component.FAN), Component.Fan.STATE).put(Component.Fan.State.SPEED, environment.speedRpm(fan));
        }
        for (SimulatedEnvironment.PowerSupply psu : environment.powerSupplies()) {
            ObjectNode state = component(out, components, psu.name(), "POWER_SUPPLY", CHASSIS);
            state.put(Component.State.OPER_STATUS, TYPES + "ACTIVE");
            ObjectNode power = out.container(out.container(out.entry(components, ComponentsYang.COMPONENT, Component.NAME,
                    psu.name()), Component.POWER_SUPPLY), Component.PowerSupply.STATE);
            SimulatedEnvironment.PowerReading reading = environment.power(psu);
            power.put(Component.PowerSupply.State.ENABLED, true);
            power.put(Component.PowerSupply.State.CAPACITY, ieeeFloat32(psu.capacityWatts()));
            power.put(Component.PowerSupply.State.INPUT_VOLTAGE, ieeeFloat32(reading.inputVolts()));
            power.put(Component.PowerSupply.State.INPUT_CURRENT, ieeeFloat32(reading.inputAmps()));
            power.put(Component.PowerSupply.State.OUTPUT_VOLTAGE, ieeeFloat32(reading.outputVolts()));
            power.put(Component.PowerSupply.State.OUTPUT_CURRENT, ieeeFloat32(reading.outputAmps()));
            power.put(Component.PowerSupply.State.OUTPUT_POWER, ieeeFloat32(reading.outputWatts()));
        }
        for (SimulatedEnvironment.Sensor sensor : environment.sensors()) {
            ObjectNode state = component(out, components, sensor.name(), "SENSOR", CHASSIS);
            state.put(Component.State.DESCRIPTION, "temperature sensor, " + sensor.description());
            state.put(Component.State.OPER_STATUS, TYPES + "ACTIVE");
            SimulatedEnvironment.Temperature t = environment.temperature(sensor);
            ObjectNode temperature = out.container(state, Component.State.TEMPERATURE);
            temperature.put(Component.State.Temperature.INSTANT, celsius(t.instant()));
            temperature.put(Component.State.Temperature.AVG, celsius(t.avg()));
            temperature.put(Component.State.Temperature.MIN, celsius(t.min()));
            temperature.put(Component.State.Temperature.MAX, celsius(t.max()));
            temperature.put(Component.State.Temperature.ALARM_STATUS, t.alarm());
            temperature.put(Component.State.Temperature.ALARM_THRESHOLD, (long) sensor.alarmThresholdCelsius());
        }
    }

    /** openconfig-types ieeefloat32: the 4 bytes of the IEEE 754 single, base64 as YANG binary is (RFC 7951). */
    static String ieeeFloat32(double value) {
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(4).putFloat((float) value).array());
    }

    /** decimal64 with two fraction digits, as RFC 7951 writes it: a string. */
    private static String decimal2(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    /** decimal64 with one fraction digit, as RFC 7951 writes it: a string. */
    private static String celsius(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /**
     * The state of component {@code name}, with its name, type and parent written, and the key's mirror in
     * {@code config} (a parent refers to it); a Get of config leaves it out: no component is configured.
     */
    private static ObjectNode component(DataWriter out, ObjectNode components, String name, String type, String parent) {
        ObjectNode entry = out.entry(components, ComponentsYang.COMPONENT, Component.NAME, name);
        out.container(entry, Component.CONFIG).put(Component.Config.NAME, name);
        ObjectNode state = out.container(entry, Component.STATE);
        state.put(Component.State.NAME, name);
        state.put(Component.State.TYPE, TYPES + type);
        if (parent != null) {
            state.put(Component.State.PARENT, parent);
            ObjectNode sub = out.entry(out.container(out.entry(components, ComponentsYang.COMPONENT, Component.NAME, parent),
                    Component.SUBCOMPONENTS), Component.Subcomponents.SUBCOMPONENT, Subcomponent.NAME, name);
            out.container(sub, Subcomponent.CONFIG).put(Subcomponent.Config.NAME, name);
            out.container(sub, Subcomponent.STATE).put(Subcomponent.State.NAME, name);
        }
        return state;
    }
}
