package io.nosagent.routing.bgp;

import java.time.Duration;

/**
 * What the speaker's watch of gobgpd brought in and what programming it cost, since the speaker started:
 * where the time of a burst of UPDATEs goes (the daemon's stream or the agent's programming).
 *
 * @param events          watch events with paths
 * @param paths           paths in them (with multipath, each event carries a prefix's whole set)
 * @param lastEventNanos  when the latest one arrived, on the agent's monotonic clock (0: none yet)
 * @param passes          programming passes (each decodes, judges and programs one batch)
 * @param routesChanged   routes whose next-hop set those passes changed
 * @param programming     time spent in those passes
 * @param lastPassNanos   when the latest pass ended, on the agent's monotonic clock (0: none yet)
 */
public record IntakeCounts(long events, long paths, long lastEventNanos, long passes, long routesChanged,
                           Duration programming, long lastPassNanos) {
}
