package io.nosagent.routing.groups;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.store.BulkEnsureException;
import io.nosagent.sai.store.SaiHandle;
import io.nosagent.sai.store.SaiStore;
import io.nosagent.sai.store.key.NextHopGroupMemberKey;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Consumer;

/**
 * Group members to create and remove across many groups, written with one bulk call each way: removals
 * first (they free table space), then creations. Each creation's handle goes to its group as soon as the
 * ASIC holds it, so a refused item leaves every other one owned.
 */
final class MemberBatch {

    private LinkedHashMap<NextHopGroupMemberKey, List<Attribute.Of<SaiObject.NextHopGroupMember>>> creates = new LinkedHashMap<>();
    private final List<Consumer<SaiHandle<SaiObject.NextHopGroupMember>>> created = new ArrayList<>();
    private final List<SaiHandle<SaiObject.NextHopGroupMember>> removes = new ArrayList<>();

    void create(NextHopGroupMemberKey key, List<Attribute.Of<SaiObject.NextHopGroupMember>> attrs,
                Consumer<SaiHandle<SaiObject.NextHopGroupMember>> whenCreated) {
        creates.put(key, attrs);
        created.add(whenCreated);
    }

    void remove(SaiHandle<SaiObject.NextHopGroupMember> member) {
        removes.add(member);
    }

    boolean isEmpty() {
        return creates.isEmpty() && removes.isEmpty();
    }

    /** Writes the batch. @throws BulkEnsureException after handing out the members that were created */
    void flush(SaiStore store) {
        if (!removes.isEmpty()) {
            var gone = List.copyOf(removes);
            removes.clear();
            store.closeAll(gone);
        }
        if (creates.isEmpty()) {
            return;
        }
        // Handed over, not copied: a first route commit batches 32k members (4096 groups of 8).
        var wanted = creates;
        creates = new LinkedHashMap<>();
        var owners = List.copyOf(created);
        created.clear();
        List<SaiHandle<SaiObject.NextHopGroupMember>> handles;
        BulkEnsureException failure = null;
        try {
            handles = store.ensureMembers(wanted);
        } catch (BulkEnsureException e) {
            handles = e.handles(SaiObject.NextHopGroupMember.class);
            failure = e;
        }
        for (int i = 0; i < handles.size(); i++) {
            if (handles.get(i) != null) {
                owners.get(i).accept(handles.get(i));
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
