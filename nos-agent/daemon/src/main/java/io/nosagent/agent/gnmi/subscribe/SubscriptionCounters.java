package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.agent.gnmi.paths.AgentStateHandler;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** How many Subscribe streams are open, and how many were ended for reading too slowly. */
public final class SubscriptionCounters implements AgentStateHandler.TelemetryLoad {

    private final AtomicInteger active = new AtomicInteger();
    private final AtomicLong slowEnded = new AtomicLong();

    void opened() {
        active.incrementAndGet();
    }

    void closed(boolean slow) {
        active.decrementAndGet();
        if (slow) {
            slowEnded.incrementAndGet();
        }
    }

    @Override
    public int activeSubscriptions() {
        return active.get();
    }

    @Override
    public long slowSubscribersEnded() {
        return slowEnded.get();
    }
}
