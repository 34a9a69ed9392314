package io.nosagent.sai.time;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * A {@link Worker} on a thread of its own. Not a daemon: the JVM waits for work it was given
 * (a commit being persisted) unless the worker is closed.
 */
final class ThreadWorker implements Worker {

    private static final Logger log = LoggerFactory.getLogger(ThreadWorker.class);

    private final Runnable turn;
    private final AtomicBoolean owed = new AtomicBoolean();
    private final Thread thread;
    private volatile boolean running = true;

    ThreadWorker(String name, Runnable turn) {
        this.turn = turn;
        this.thread = Thread.ofPlatform().name(name).daemon(false).unstarted(this::loop);
        thread.start();
    }

    @Override
    public void wake() {
        if (running) {
            owed.set(true);
            LockSupport.unpark(thread);
        }
    }

    private void loop() {
        while (true) {
            if (owed.getAndSet(false)) {
                try {
                    turn.run();
                } catch (RuntimeException e) {
                    log.error("{} turn failed", thread.getName(), e);
                }
            } else if (!running) {
                return;
            } else {
                LockSupport.park(this);
            }
        }
    }

    @Override
    public void close() {
        running = false;
        LockSupport.unpark(thread);
        if (Thread.currentThread() != thread) {
            try {
                thread.join(TimeUnit.SECONDS.toMillis(30));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
