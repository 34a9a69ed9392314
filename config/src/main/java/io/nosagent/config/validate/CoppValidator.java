package io.nosagent.config.validate;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.copp.CoppIntent;
import io.nosagent.config.intent.copp.CoppProfile;
import io.nosagent.config.intent.copp.CpuQueue;
import io.nosagent.config.intent.copp.QueueOverride;
import io.nosagent.config.yang.CoppYang.Queues.Queue;
import io.nosagent.config.yang.CoppYang.Traps.Trap;

import java.util.HashMap;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Checks of the CoPP overrides against the shipped profile they change: a queue the profile lacks sets
 * its name, rate and burst; a trap goes to a queue that exists (shipped or configured); no two queues share
 * a name (counters and logs name them). Each at the path of the leaf at fault. Whether the CPU port has the
 * queue is the control-plane feature's check: only the switch knows its CPU queues.
 */
public final class CoppValidator implements SectionValidator<CoppIntent> {

    private final CoppProfile shipped;

    public CoppValidator(CoppProfile shipped) {
        this.shipped = Objects.requireNonNull(shipped, "shipped");
    }

    @Override
    public void validate(CoppIntent copp, ValidationContext context, ConfigErrors errors) {
        var effective = new HashMap<>(shipped.queues());
        for (QueueOverride q : copp.queues().values()) {
            CpuQueue base = shipped.queues().get(q.index());
            var queue = q.over(base);
            if (queue.isPresent()) {
                effective.put(q.index(), queue.get());
                continue;
            }
            String missing = (q.name().isEmpty() ? " name" : "") + (q.rate().isEmpty() ? " rate" : "") + (q.burst().isEmpty() ? " burst" : "");
            errors.add(ConfigError.Kind.CONSTRAINT, Queue.Config.path(q.index()), "CPU queue " + q.index()
                    + " is not in the shipped profile (queues " + indexes(shipped) + "): a new queue needs" + missing);
        }
        for (QueueOverride q : copp.queues().values()) {
            CpuQueue mine = effective.get(q.index());
            effective.values().stream().filter(other -> mine != null && other.index() != mine.index() && other.name().equals(mine.name()))
                    .findFirst().ifPresent(other -> errors.add(ConfigError.Kind.CONSTRAINT,
                            Queue.Config.path(q.index()).child(Queue.Config.NAME), "CPU queue " + q.index() + " is named '"
                                    + mine.name() + "' like queue " + other.index() + ": names tell queues apart"));
        }
        copp.traps().forEach((trap, queue) -> {
            if (!effective.containsKey(queue) && !copp.queues().containsKey(queue)) {
                errors.add(ConfigError.Kind.CONSTRAINT, Trap.Config.path(trap.yangName()).child(Trap.Config.QUEUE),
                        "trap " + trap + " goes to CPU queue " + queue + ", which is neither shipped nor configured (queues "
                                + effective.keySet().stream().sorted().map(String::valueOf).collect(Collectors.joining(", ")) + ")");
            }
        });
    }

    private static String indexes(CoppProfile profile) {
        return profile.queues().keySet().stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}
