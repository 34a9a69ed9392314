package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.observe.Published;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.SystemYang;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.agent.update.IntentService;

import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Set;

/** {@code /system/state}: boot time, current time, up time, software version, last configuration change. */
public final class SystemStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(SystemYang.node())
            .with(SystemYang.State.node(), SystemYang.State.BOOT_TIME, SystemYang.State.CURRENT_DATETIME,
                    SystemYang.State.UP_TIME, SystemYang.State.SOFTWARE_VERSION, SystemYang.State.LAST_CONFIGURATION_TIMESTAMP)
            .build());

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
        ObjectNode state = out.container(out.container(out.root(), SystemYang.TOP), SystemYang.STATE);
        state.set(SystemYang.State.BOOT_TIME, DataWriter.uint64(DataWriter.nanos(bootTime)));
        state.put(SystemYang.State.CURRENT_DATETIME, DateTimeFormatter.ISO_INSTANT.format(now));
        state.set(SystemYang.State.UP_TIME, DataWriter.uint64(DataWriter.nanos(now) - DataWriter.nanos(bootTime)));
        state.put(SystemYang.State.SOFTWARE_VERSION, softwareVersion);
        intent.running().ifPresent(c -> state.set(SystemYang.State.LAST_CONFIGURATION_TIMESTAMP,
                DataWriter.uint64(DataWriter.nanos(c.committedAt()))));
    }
}
