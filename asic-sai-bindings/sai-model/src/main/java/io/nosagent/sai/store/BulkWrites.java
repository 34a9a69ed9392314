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
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
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

    /** The four bulk calls, each refused or not on its own: a library may fill the bulk create slot and leave the remove one empty. */
    enum Call {
        ROUTE_CREATE("bulk route create"), ROUTE_REMOVE("bulk route remove"),
        MEMBER_CREATE("bulk next-hop group member create"), MEMBER_REMOVE("bulk next-hop group member remove");

        final String text;

        Call(String text) {
            this.text = text;
        }
    }

    private static final Logger log = LoggerFactory.getLogger(BulkWrites.class);

    private final Sai sai;
    private final long switchId;
    /** Per call made: SUCCESS once the backend took it in bulk, else the status it refused it with; read by other threads. */
    private final Map<Call, SaiStatus> answers = new ConcurrentHashMap<>();

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
            if (inBulk(Call.ROUTE_CREATE)) {
                statuses = bulk(Call.ROUTE_CREATE, () -> sai.createRoutes(keys, lists, BulkMode.IGNORE_ERROR), Function.identity(),
                        status -> Collections.nCopies(keys.size(), status));
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
            if (inBulk(Call.ROUTE_REMOVE)) {
                statuses = bulk(Call.ROUTE_REMOVE, () -> sai.removeRoutes(keys, BulkMode.IGNORE_ERROR), Function.identity(),
                        status -> Collections.nCopies(keys.size(), status));
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
            if (inBulk(Call.MEMBER_CREATE)) {
                result = bulk(Call.MEMBER_CREATE, () -> sai.createNextHopGroupMembers(switchId, lists, BulkMode.IGNORE_ERROR),
                        BulkCreateResult::statuses,
                        status -> new BulkCreateResult(new long[lists.size()], Collections.nCopies(lists.size(), status)));
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
            out.addAll(removeMembersAtOnce(Arrays.copyOfRange(memberIds, from, Math.min(memberIds.length, from + CHUNK))));
        }
        return out;
    }

    /**
     * Removes {@code ids} in one bulk call, however many: a failover's cut, where the ASIC must change all at once
     * (one call per item only on a backend without bulk).
     */
    List<SaiStatus> removeMembersAtOnce(long[] ids) {
        List<SaiStatus> statuses = null;
        if (inBulk(Call.MEMBER_REMOVE)) {
            statuses = bulk(Call.MEMBER_REMOVE, () -> sai.removeNextHopGroupMembers(ids, BulkMode.IGNORE_ERROR), Function.identity(),
                    status -> Collections.nCopies(ids.length, status));
        }
        return statuses != null ? statuses : oneByOne(ids.length, i -> () -> sai.remove(ObjectType.NEXT_HOP_GROUP_MEMBER, ids[i]));
    }

    /**
     * The bulk calls made so far, by name: SUCCESS when the backend takes them, else the status it refused
     * them with (NOT_IMPLEMENTED, NOT_SUPPORTED), after which they go one call per item.
     */
    Map<String, SaiStatus> answers() {
        var out = new LinkedHashMap<String, SaiStatus>();
        for (Call c : Call.values()) {
            SaiStatus s = answers.get(c);
            if (s != null) {
                out.put(c.text, s);
            }
        }
        return out;
    }

    private boolean inBulk(Call call) {
        SaiStatus s = answers.get(call);
        return s == null || s.isSuccess();
    }

    /**
     * A bulk call's answer; null when the backend does not do bulk (it refuses the call, or answers
     * every item with the refusal), which is remembered and logged once. A call refused as a whole for
     * another reason fails every item with that status, so the caller still gets one status per item
     * and the chunks before stay accounted for.
     */
    private <T> T bulk(Call kind, Supplier<T> call, Function<T, List<SaiStatus>> statuses, Function<SaiStatus, T> failedWhole) {
        SaiStatus declined;
        try {
            T answer = call.get();
            List<SaiStatus> each = statuses.apply(answer);
            if (each.isEmpty() || !each.stream().allMatch(s -> isDecline(s.code()))) {
                answers.putIfAbsent(kind, SaiStatus.SUCCESS);
                return answer;
            }
            declined = each.getFirst();
        } catch (SaiException e) {
            if (!isDecline(e.status().code())) {
                answers.putIfAbsent(kind, SaiStatus.SUCCESS);
                return failedWhole.apply(e.status());
            }
            declined = e.status();
        }
        answers.put(kind, declined);
        log.info("the SAI refuses {} ({}): one call per item from now on", kind.text, declined);
        return null;
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
