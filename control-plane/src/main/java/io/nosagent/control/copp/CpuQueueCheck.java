package io.nosagent.control.copp;

import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.copp.CoppIntent;
import io.nosagent.config.validate.IntentValidator;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.config.yang.CoppYang.Queues.Queue;

/**
 * A configured CPU queue the switch's CPU port has: the config knows the shipped profile, only the switch
 * knows how many queues its CPU port has ({@code SAI_SWITCH_ATTR_NUMBER_OF_CPU_QUEUES}).
 *
 * @param cpuQueues the CPU port's queues
 */
public record CpuQueueCheck(long cpuQueues) implements IntentValidator {

    @Override
    public void validate(SwitchIntent intent, ValidationContext context, ConfigErrors errors) {
        for (int index : CoppIntent.of(intent).queues().keySet()) {
            if (index >= cpuQueues) {
                errors.add(ConfigError.Kind.CONSTRAINT, Queue.Config.path(index).child(Queue.Config.INDEX),
                        "CPU queue " + index + " is not a queue of this switch's CPU port (queues 0.." + (cpuQueues - 1) + ")");
            }
        }
    }
}
