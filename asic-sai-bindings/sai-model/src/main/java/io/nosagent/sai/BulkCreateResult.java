package io.nosagent.sai;

import java.util.List;

/**
 * The outcome of a bulk create of object-id objects: per object its id (0 when it failed) and status.
 */
public record BulkCreateResult(long[] objectIds, List<SaiStatus> statuses) {
    public BulkCreateResult {
        objectIds = objectIds.clone();
        statuses = List.copyOf(statuses);
        if (objectIds.length != statuses.size()) {
            throw new IllegalArgumentException("one id and one status per object");
        }
    }

    @Override
    public long[] objectIds() {
        return objectIds.clone();
    }

    public long objectId(int i) {
        return objectIds[i];
    }

    public boolean allSucceeded() {
        return statuses.stream().allMatch(SaiStatus::isSuccess);
    }
}
