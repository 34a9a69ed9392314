package io.nosagent.sai.store;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.BulkCreateResult;
import io.nosagent.sai.BulkMode;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * Creates and removes route entries and next-hop-group members through the {@link Sai} bulk calls, in
 * chunks, one status per item (IGNORE_ERROR: every item is tried) and never an exception, so the store
 * can account for every item of every chunk. A backend that answers a bulk call
 * with NOT_IMPLEMENTED or NOT_SUPPORTED gets one call per item from then on.
 */
final class BulkWrites {

    /**
     * Items per bulk call: large enough that per-call costs vanish, small enough that one call neither
     * holds the ASIC (the virtual ASIC's write lock, a vendor's table lock) for long nor needs a large
     * marshalling buffer.
     */
    static final int CHUNK = 4096;

    private final Sai sai;
    private final long switchId;
    // Per call: a library may fill the bulk create slot and leave the bulk remove one empty.
    private boolean routeCreateInBulk = true;
    private boolean routeRemoveInBulk = true;
    private boolean memberCreateInBulk = true;
    private boolean memberRemoveInBulk = true;

    BulkWrites(Sai sai, long switchId) {
        this.sai = sai;
        this.switchId = switchId;
    }

    List<SaiStatus> createRoutes(List<RouteEntry> routes, List<? extends List<? extends Attribute>> attrs) {
        var out = new ArrayList<SaiStatus>(routes.size());
        for (int from = 0; from < routes.size(); from += CHUNK) {
            int to = Math.min(routes.size(), from + CHUNK);
            var keys = routes.subList(from, to);
            var lists = attrs.subList(from, to);
            List<SaiStatus> statuses = null;
            if (routeCreateInBulk) {
                statuses = bulk(() -> sai.createRoutes(keys, lists, BulkMode.IGNORE_ERROR), Function.identity(),
                        status -> Collections.nCopies(keys.size(), status));
                routeCreateInBulk = statuses != null;
            }
            out.addAll(statuses != null ? statuses : oneByOne(keys.size(), i -> () -> sai.create(keys.get(i), lists.get(i))));
        }
        return out;
    }

    List<SaiStatus> removeRoutes(List<RouteEntry> routes) {
        var out = new ArrayList<SaiStatus>(routes.size());
        for (int from = 0; from < routes.size(); from += CHUNK) {
            var keys = routes.subList(from, Math.min(routes.size(), from + CHUNK));
            List<SaiStatus> statuses = null;
            if (routeRemoveInBulk) {
                statuses = bulk(() -> sai.removeRoutes(keys, BulkMode.IGNORE_ERROR), Function.identity(),
                        status -> Collections.nCopies(keys.size(), status));
                routeRemoveInBulk = statuses != null;
            }
            out.addAll(statuses != null ? statuses : oneByOne(keys.size(), i -> () -> sai.remove(keys.get(i))));
        }
        return out;
    }

    BulkCreateResult createMembers(List<? extends List<? extends Attribute>> attrs) {
        long[] ids = new long[attrs.size()];
        var out = new ArrayList<SaiStatus>(attrs.size());
        for (int from = 0; from < attrs.size(); from += CHUNK) {
            int start = from;
            var lists = attrs.subList(from, Math.min(attrs.size(), from + CHUNK));
            BulkCreateResult result = null;
            if (memberCreateInBulk) {
                result = bulk(() -> sai.createNextHopGroupMembers(switchId, lists, BulkMode.IGNORE_ERROR),
                        BulkCreateResult::statuses,
                        status -> new BulkCreateResult(new long[lists.size()], Collections.nCopies(lists.size(), status)));
                memberCreateInBulk = result != null;
            }
            if (result != null) {
                System.arraycopy(result.objectIds(), 0, ids, start, lists.size());
                out.addAll(result.statuses());
            } else {
                out.addAll(oneByOne(lists.size(), i -> () ->
                        ids[start + i] = sai.create(ObjectType.NEXT_HOP_GROUP_MEMBER, switchId, lists.get(i))));
            }
        }
        return new BulkCreateResult(ids, out);
    }

    List<SaiStatus> removeMembers(long[] memberIds) {
        var out = new ArrayList<SaiStatus>(memberIds.length);
        for (int from = 0; from < memberIds.length; from += CHUNK) {
            long[] ids = Arrays.copyOfRange(memberIds, from, Math.min(memberIds.length, from + CHUNK));
            List<SaiStatus> statuses = null;
            if (memberRemoveInBulk) {
                statuses = bulk(() -> sai.removeNextHopGroupMembers(ids, BulkMode.IGNORE_ERROR), Function.identity(),
                        status -> Collections.nCopies(ids.length, status));
                memberRemoveInBulk = statuses != null;
            }
            out.addAll(statuses != null ? statuses
                    : oneByOne(ids.length, i -> () -> sai.remove(ObjectType.NEXT_HOP_GROUP_MEMBER, ids[i])));
        }
        return out;
    }

    /**
     * A bulk call's answer; null when the backend does not do bulk (it refuses the call, or answers
     * every item with the refusal). A call refused as a whole for another reason fails every item with
     * that status, so the caller still gets one status per item and the chunks before stay accounted for.
     */
    private static <T> T bulk(Supplier<T> call, Function<T, List<SaiStatus>> statuses, Function<SaiStatus, T> failedWhole) {
        try {
            T answer = call.get();
            List<SaiStatus> each = statuses.apply(answer);
            return !each.isEmpty() && each.stream().allMatch(s -> isDecline(s.code())) ? null : answer;
        } catch (SaiException e) {
            return isDecline(e.status().code()) ? null : failedWhole.apply(e.status());
        }
    }

    private static boolean isDecline(SaiStatusCode code) {
        return code == SaiStatusCode.NOT_IMPLEMENTED || code == SaiStatusCode.NOT_SUPPORTED;
    }

    private static List<SaiStatus> oneByOne(int n, IntFunction<Runnable> item) {
        var statuses = new ArrayList<SaiStatus>(n);
        for (int i = 0; i < n; i++) {
            try {
                item.apply(i).run();
                statuses.add(SaiStatus.SUCCESS);
            } catch (SaiException e) {
                statuses.add(e.status());
            }
        }
        return statuses;
    }
}
