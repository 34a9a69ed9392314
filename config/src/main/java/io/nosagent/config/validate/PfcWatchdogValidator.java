package io.nosagent.config.validate;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.ConfigPath;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.pfcwd.PortWatchdog;
import io.nosagent.config.intent.pfcwd.WatchdogOverrides;
import io.nosagent.config.yang.PfcWatchdogYang;
import io.nosagent.config.yang.PfcWatchdogYang.Config;
import io.nosagent.config.yang.PfcWatchdogYang.Interfaces.Interface;
import io.nosagent.config.yang.PfcWatchdogYang.Interfaces.Interface.Queues.Queue;

import java.util.OptionalInt;

/**
 * Checks of the PFC watchdog the schema cannot express: interfaces are ports of this switch, and the
 * poll interval is no longer than any detection or restoration time configured (a storm must be judged
 * at least once within the time it is given; SONiC's rule). Each poll problem is reported at the
 * {@code poll-interval} leaf and names the time it exceeds.
 */
public final class PfcWatchdogValidator implements SectionValidator<PfcWatchdogIntent> {

    @Override
    public void validate(PfcWatchdogIntent wd, ValidationContext context, ConfigErrors errors) {
        int poll = wd.pollIntervalMillis();
        ConfigPath config = Config.path();
        ConfigPath pollPath = config.child(Config.POLL_INTERVAL);
        checkPoll(poll, OptionalInt.of(wd.defaults().detectionMillis()), config.child(Config.DETECTION_TIME), pollPath, errors);
        checkPoll(poll, OptionalInt.of(wd.defaults().restorationMillis()), config.child(Config.RESTORATION_TIME), pollPath, errors);
        for (PortWatchdog p : wd.interfaces().values()) {
            if (!context.interfaceNames().contains(p.name())) {
                errors.add(ConfigError.Kind.CONSTRAINT, Interface.path(p.name()),
                        "unknown interface '" + p.name() + "' (not a port of this switch)");
            }
            check(poll, p.overrides(), Interface.Config.path(p.name()), pollPath, errors);
            p.queues().forEach((index, o) ->
                    check(poll, o, Queue.Config.path(p.name(), index), pollPath, errors));
        }
    }

    /** A port's or a queue's times, at {@code config}: they share the switch's leaf names (YANG grouping {@code times}). */
    private static void check(int poll, WatchdogOverrides o, ConfigPath config, ConfigPath pollPath, ConfigErrors errors) {
        checkPoll(poll, o.detectionMillis(), config.child(Config.DETECTION_TIME), pollPath, errors);
        checkPoll(poll, o.restorationMillis(), config.child(Config.RESTORATION_TIME), pollPath, errors);
    }

    private static void checkPoll(int poll, OptionalInt time, ConfigPath timePath, ConfigPath pollPath, ConfigErrors errors) {
        if (time.isPresent() && poll > time.getAsInt()) {
            errors.add(ConfigError.Kind.CONSTRAINT, pollPath, "poll-interval " + poll + " ms is longer than "
                    + timePath.elems().getLast().localName() + " " + time.getAsInt() + " ms at " + timePath
                    + ": the watchdog must judge a queue at least once within each detection and restoration time");
        }
    }
}
