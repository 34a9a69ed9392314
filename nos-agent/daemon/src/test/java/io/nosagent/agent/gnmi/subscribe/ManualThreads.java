package io.nosagent.agent.gnmi.subscribe;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.Delayed;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/** The Subscribe engine's threads run by the test's own hand: nothing runs until the test says so. */
final class ManualThreads {

    private ManualThreads() {
    }

    /** An executor the test owns for its whole life: shutting it down is a no-op. */
    private abstract static class NeverShutDown extends AbstractExecutorService {
        @Override
        public void shutdown() {
        }

        @Override
        public List<Runnable> shutdownNow() {
            return List.of();
        }

        @Override
        public boolean isShutdown() {
            return false;
        }

        @Override
        public boolean isTerminated() {
            return false;
        }

        @Override
        public boolean awaitTermination(long timeout, TimeUnit unit) {
            return true;
        }
    }

    /** A pool whose tasks wait until {@link #runPending()}. */
    static final class Pool extends NeverShutDown {
        private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();

        @Override
        public synchronized void execute(Runnable task) {
            waiting.add(task);
        }

        /** Tasks submitted and not run yet. */
        synchronized int pending() {
            return waiting.size();
        }

        /** Runs what is waiting, and what those tasks submit, until nothing is. */
        void runPending() {
            Runnable next;
            while ((next = poll()) != null) {
                next.run();
            }
        }

        private synchronized Runnable poll() {
            return waiting.poll();
        }

    }

    /** A timer on a clock that moves only by {@link #advance}. */
    static final class Timer extends NeverShutDown implements ScheduledExecutorService {
        private final List<Due> due = new ArrayList<>();
        private long now;

        private final class Due implements ScheduledFuture<Object> {
            final Runnable task;
            final long period;
            long at;
            boolean cancelled;

            Due(Runnable task, long at, long period) {
                this.task = task;
                this.at = at;
                this.period = period;
            }

            @Override
            public long getDelay(TimeUnit unit) {
                return unit.convert(at - now, TimeUnit.NANOSECONDS);
            }

            @Override
            public int compareTo(Delayed o) {
                return Long.compare(getDelay(TimeUnit.NANOSECONDS), o.getDelay(TimeUnit.NANOSECONDS));
            }

            @Override
            public boolean cancel(boolean interrupt) {
                cancelled = true;
                return true;
            }

            @Override
            public boolean isCancelled() {
                return cancelled;
            }

            @Override
            public boolean isDone() {
                return cancelled;
            }

            @Override
            public Object get() {
                throw new UnsupportedOperationException();
            }

            @Override
            public Object get(long timeout, TimeUnit unit) {
                throw new UnsupportedOperationException();
            }
        }

        /** Moves the clock, running every task due on the way, in time order. */
        void advance(Duration by) {
            long until = now + by.toNanos();
            while (true) {
                Due next = due.stream().filter(d -> !d.cancelled && d.at <= until).min(Comparator.comparingLong(d -> d.at)).orElse(null);
                if (next == null) {
                    break;
                }
                now = next.at;
                if (next.period > 0) {
                    next.at += next.period;
                } else {
                    due.remove(next);
                }
                next.task.run();
            }
            now = until;
        }

        private ScheduledFuture<?> add(Runnable task, long delay, long period, TimeUnit unit) {
            var d = new Due(task, now + unit.toNanos(delay), unit.toNanos(period));
            due.add(d);
            return d;
        }

        @Override
        public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
            return add(command, delay, 0, unit);
        }

        @Override
        public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
            return add(command, initialDelay, period, unit);
        }

        @Override
        public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
            return add(command, initialDelay, delay, unit);
        }

        @Override
        public void execute(Runnable command) {
            add(command, 0, 0, TimeUnit.NANOSECONDS);
        }

    }
}
