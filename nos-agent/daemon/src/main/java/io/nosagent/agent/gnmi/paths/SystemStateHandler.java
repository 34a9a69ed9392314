package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.feature.gnmi.DataNode.Container;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.agent.update.IntentService;

import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Set;

import static io.nosagent.feature.gnmi.LeafKind.DATE_AND_TIME;
import static io.nosagent.feature.gnmi.LeafKind.STRING;
import static io.nosagent.feature.gnmi.LeafKind.UINT64;
import static io.nosagent.feature.gnmi.Yang.container;
import static io.nosagent.feature.gnmi.Yang.leaf;
import static io.nosagent.feature.gnmi.Yang.state;

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
    public Set<Published<?>> sources() {
        return Set.of(intent.commits());
    }

    @Override
    public boolean changesContinuously() {
        return true;
    }

    @Override
    public void write(DataWriter out) {
        Instant now = clock.instant();
        ObjectNode state = out.container(out.container(out.root(), "openconfig-system:system"), "state");
        state.set("boot-time", DataWriter.uint64(DataWriter.nanos(bootTime)));
        state.put("current-datetime", DateTimeFormatter.ISO_INSTANT.format(now));
        state.set("up-time", DataWriter.uint64(DataWriter.nanos(now) - DataWriter.nanos(bootTime)));
        state.put("software-version", softwareVersion);
        intent.running().ifPresent(c -> state.set("last-configuration-timestamp",
                DataWriter.uint64(DataWriter.nanos(c.committedAt()))));
    }
}
