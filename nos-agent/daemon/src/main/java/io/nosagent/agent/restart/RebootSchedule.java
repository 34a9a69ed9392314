package io.nosagent.agent.restart;

import io.nosagent.sai.time.AgentTime;
import io.nosagent.sai.time.Timer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The one reboot that may be pending, on the agent's time: asked for with a delay, readable while it
 * waits, cancellable until it runs. It outlives the agents it reboots, so the count goes on across them.
 * The reboot itself runs on a thread of its own: it stops the agent that serves the request.
 */
public final class RebootSchedule implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(RebootSchedule.class);

    /**
     * What a status request answers.
     *
     * @param pending the reboot waiting to run, if one is
     * @param count   reboots run since this schedule (the process) started
     * @param last    the last reboot that ran, if one did
     */
    public record Status(Optional<Reboot> pending, int count, Optional<Reboot> last) {
    }

    private final AgentTime time;
    private final Consumer<Reboot> restart;
    private Reboot pending;
    private Timer timer;
    private Reboot last;
    private int count;

    /** {@code restart} stops the running agent the way the reboot says and starts the next one. */
    public RebootSchedule(AgentTime time, Consumer<Reboot> restart) {
        this.time = time;
        this.restart = restart;
    }

    /**
     * Schedules a reboot {@code delay} from now.
     *
     * @throws IllegalStateException when one is already pending (it is left as it is)
     */
    public synchronized Reboot request(Reboot.Method method, Duration delay, String reason) {
        if (pending != null) {
            throw new IllegalStateException("a " + pending.method() + " reboot is already pending, at " + pending.when()
                    + "; cancel it first");
        }
        var reboot = new Reboot(method, time.now().plus(delay), reason);
        pending = reboot;
        timer = time.schedule(delay, () -> Thread.ofPlatform().name("nos-reboot").start(() -> run(reboot)));
        log.warn("{} reboot requested in {} ms: {}", method, delay.toMillis(), reason.isEmpty() ? "(no message)" : reason);
        return reboot;
    }

    /** Cancels the pending reboot; false when none was pending. */
    public synchronized boolean cancel(String message) {
        if (pending == null) {
            return false;
        }
        timer.cancel();
        log.warn("{} reboot due at {} cancelled: {}", pending.method(), pending.when(), message.isEmpty() ? "(no message)" : message);
        pending = null;
        timer = null;
        return true;
    }

    public synchronized Status status() {
        return new Status(Optional.ofNullable(pending), count, Optional.ofNullable(last));
    }

    private void run(Reboot reboot) {
        synchronized (this) {
            if (pending != reboot) {
                return; // cancelled while its timer fired
            }
            pending = null;
            timer = null;
            last = reboot;
            count++;
        }
        log.warn("{} reboot now: {}", reboot.method(), reboot.reason().isEmpty() ? "(no message)" : reboot.reason());
        try {
            restart.accept(reboot);
        } catch (RuntimeException e) {
            log.error("{} reboot failed", reboot.method(), e);
        }
    }

    /** A pending reboot does not run once the process stops. */
    @Override
    public void close() {
        cancel("the agent stops");
    }
}
