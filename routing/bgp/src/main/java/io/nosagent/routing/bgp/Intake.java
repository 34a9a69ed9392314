package io.nosagent.routing.bgp;

import java.time.Duration;

/** Counts for {@link IntakeCounts}: events from the watch's thread, passes from the update thread. */
final class Intake {

    private long events;
    private long paths;
    private long lastEventNanos;
    private long passes;
    private long routesChanged;
    private long programmingNanos;
    private long lastPassNanos;

    synchronized void event(int pathCount, long nanos) {
        events++;
        paths += pathCount;
        lastEventNanos = nanos;
    }

    synchronized void programmed(int routes, long startNanos, long endNanos) {
        passes++;
        routesChanged += routes;
        programmingNanos += endNanos - startNanos;
        lastPassNanos = endNanos;
    }

    synchronized IntakeCounts counts() {
        return new IntakeCounts(events, paths, lastEventNanos, passes, routesChanged, Duration.ofNanos(programmingNanos),
                lastPassNanos);
    }
}
