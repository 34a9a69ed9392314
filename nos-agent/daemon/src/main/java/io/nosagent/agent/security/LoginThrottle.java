package io.nosagent.agent.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Per-source backoff on failed password logins. Each PBKDF2 check costs a third of a second of agent
 * CPU, so a source guessing passwords is both an attack and a load: after {@link #FREE_FAILURES}
 * failures a source waits before its next attempt is even checked, the wait doubling with each further
 * failure up to {@link #MAX_WAIT}. A success clears the source; a source quiet for {@link #FORGET_AFTER}
 * starts again. Keyed by host (not port: a client reconnects from a new port). Runs on the agent's clock.
 */
public final class LoginThrottle {

    /** Failures a source may make before it must wait. */
    public static final int FREE_FAILURES = 10;
    static final Duration FIRST_WAIT = Duration.ofSeconds(1);
    static final Duration MAX_WAIT = Duration.ofMinutes(5);
    static final Duration FORGET_AFTER = Duration.ofMinutes(15);
    /** Sources remembered at most: a flood of spoofed sources cannot grow the table without bound. */
    static final int MAX_SOURCES = 10_000;

    private record Failures(int count, Instant last, Instant waitUntil) {
    }

    private final Clock clock;
    private final Map<String, Failures> sources = new ConcurrentHashMap<>();

    public LoginThrottle(Clock clock) {
        this.clock = clock;
    }

    /** How long {@code source} must still wait before its next attempt is checked, if it must. */
    public Optional<Duration> waiting(String source) {
        Failures f = sources.get(source);
        Instant now = clock.instant();
        if (f == null || !now.isBefore(f.waitUntil())) {
            return Optional.empty();
        }
        return Optional.of(Duration.between(now, f.waitUntil()));
    }

    /** Records a failed attempt; returns how many failures the source has made in a row. */
    public int failed(String source) {
        Instant now = clock.instant();
        if (sources.size() >= MAX_SOURCES) {
            sources.values().removeIf(f -> now.isAfter(f.last().plus(FORGET_AFTER)));
        }
        Failures f = sources.compute(source, (k, old) -> {
            int count = old == null || now.isAfter(old.last().plus(FORGET_AFTER)) ? 1 : old.count() + 1;
            return new Failures(count, now, now.plus(waitAfter(count)));
        });
        return f.count();
    }

    /** A successful login: the source starts again. */
    public void succeeded(String source) {
        sources.remove(source);
    }

    static Duration waitAfter(int failures) {
        if (failures < FREE_FAILURES) {
            return Duration.ZERO;
        }
        int doublings = Math.min(failures - FREE_FAILURES, 20);
        Duration wait = FIRST_WAIT.multipliedBy(1L << doublings);
        return wait.compareTo(MAX_WAIT) > 0 ? MAX_WAIT : wait;
    }
}
