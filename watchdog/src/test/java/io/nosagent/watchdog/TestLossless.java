package io.nosagent.watchdog;

import io.nosagent.config.delta.IntentDelta;
import io.nosagent.config.intent.qos.LosslessPlan;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The lossless plan of the rigs, whose ports {@code TestQos} programs by hand (PFC on some of priorities 2
 * and 3, each pausing its own queue and filling its own priority group): what QoS's plan would say of them.
 */
final class TestLossless {

    /** PFC on priorities 2 and 3. */
    static final int PRIORITIES_2_AND_3 = (1 << 2) | (1 << 3);

    private TestLossless() {
    }

    /** The plan of each commit: per port, the PFC mask {@code masks} gives it then (priority n on queue n, group n). */
    static Function<IntentDelta, LosslessPlan> of(Supplier<Map<String, Integer>> masks) {
        return delta -> {
            var plan = new TreeMap<String, LosslessPlan.Port>();
            masks.get().forEach((port, mask) -> {
                var priorities = new TreeMap<Integer, LosslessPlan.Priority>();
                for (int p = 0; p < 8; p++) {
                    if ((mask & (1 << p)) != 0) {
                        priorities.put(p, new LosslessPlan.Priority(p, p, p));
                    }
                }
                plan.put(port, new LosslessPlan.Port(port, mask, priorities));
            });
            return new LosslessPlan(plan);
        };
    }
}
