package io.nosagent.agent.gnmi.paths;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.agent.gnmi.schema.DataNode.Container;
import io.nosagent.agent.gnmi.tree.DataWriter;
import io.nosagent.agent.gnmi.tree.PathHandler;
import io.nosagent.agent.gnmi.tree.Source;
import io.nosagent.agent.update.IntentService;

import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Set;

import static io.nosagent.agent.gnmi.schema.LeafKind.DATE_AND_TIME;
import static io.nosagent.agent.gnmi.schema.LeafKind.STRING;
import static io.nosagent.agent.gnmi.schema.LeafKind.UINT64;
import static io.nosagent.agent.gnmi.schema.Yang.container;
import static io.nosagent.agent.gnmi.schema.Yang.leaf;
import static io.nosagent.agent.gnmi.schema.Yang.state;

/** {@code /system/state}: boot time, current time, up time, software version, last configuration change. */
public final class SystemStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(container("openconfig-system:system",
            state(leaf("boot-time", UINT64), leaf("current-datetime", DATE_AND_TIME), leaf("up-time", UINT64),
                    leaf("software-version", STRING), leaf("last-configuration-timestamp", UINT64))));

    private final IntentService intent;
    private final Instant bootTime;
    private final String softwareVersion;
    private final Clock clock;

    public SystemStateHandler(IntentService intent, Instant bootTime, String softwareVersion, Clock clock) {
        this.intent = intent;
        this.bootTime = bootTime;
        this.softwareVersion = softwareVersion;
        this.clock = clock;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Source> sources() {
        return Set.of(Source.CLOCK, Source.INTENT);
    }

    @Override
    public void write(DataWriter out) {
        Instant now = clock.instant();
        ObjectNode state = out.container(out.container(out.root(), "openconfig-system:system"), "state");
        state.set("boot-time", DataWriter.uint64(InterfaceStateHandler.nanos(bootTime)));
        state.put("current-datetime", DateTimeFormatter.ISO_INSTANT.format(now));
        state.set("up-time", DataWriter.uint64(InterfaceStateHandler.nanos(now) - InterfaceStateHandler.nanos(bootTime)));
        state.put("software-version", softwareVersion);
        intent.running().ifPresent(c -> state.set("last-configuration-timestamp",
                DataWriter.uint64(InterfaceStateHandler.nanos(c.committedAt()))));
    }
}
