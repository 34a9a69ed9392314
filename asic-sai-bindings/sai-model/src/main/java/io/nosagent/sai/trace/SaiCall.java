package io.nosagent.sai.trace;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatus;

import java.util.List;

/**
 * One call made through a {@link TracingSai}.
 *
 * @param operation  what was called
 * @param objectType the object type it addressed
 * @param objectId   the object id (the created id for CREATE), 0 for entries
 * @param entry      the entry key for entry-keyed calls, else null
 * @param attributes attributes passed (create/set), empty otherwise
 * @param specs      attributes asked for (get), empty otherwise
 * @param status     the outcome
 * @param bulkCall   for an object of a bulk call, that call's number (1, 2, ... per {@link TracingSai});
 *                   0 for a single call. Objects of one bulk call share it.
 */
public record SaiCall(SaiOperation operation, ObjectType objectType, long objectId, EntryKey entry,
                      List<Attribute> attributes, List<AttrSpec> specs, SaiStatus status, long bulkCall) {
    public SaiCall {
        attributes = List.copyOf(attributes);
        specs = List.copyOf(specs);
    }

    /** A single (not bulk) call. */
    public SaiCall(SaiOperation operation, ObjectType objectType, long objectId, EntryKey entry,
                   List<Attribute> attributes, List<AttrSpec> specs, SaiStatus status) {
        this(operation, objectType, objectId, entry, attributes, specs, status, 0);
    }

    /** Whether the call could change ASIC state (create, remove, set, clear). */
    public boolean isWrite() {
        return switch (operation) {
            case CREATE, REMOVE, SET, BULK_CREATE, BULK_REMOVE, CLEAR_STATS -> true;
            default -> false;
        };
    }
}
