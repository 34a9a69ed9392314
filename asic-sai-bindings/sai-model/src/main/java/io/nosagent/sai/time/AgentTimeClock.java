package io.nosagent.sai.time;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** An {@link AgentTime} seen as a {@link Clock}; UTC unless re-zoned (agent timestamps are UTC). */
final class AgentTimeClock extends Clock {

    private final AgentTime time;
    private final ZoneId zone;

    AgentTimeClock(AgentTime time) {
        this(time, ZoneOffset.UTC);
    }

    private AgentTimeClock(AgentTime time, ZoneId zone) {
        this.time = time;
        this.zone = zone;
    }

    @Override
    public ZoneId getZone() {
        return zone;
    }

    @Override
    public Clock withZone(ZoneId other) {
        return other.equals(zone) ? this : new AgentTimeClock(time, other);
    }

    @Override
    public Instant instant() {
        return time.now();
    }
}
