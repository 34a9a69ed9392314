package io.nosagent.sai.store;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.SaiStatus;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Some items of a bulk ensure could not be created. Every other item is tracked and has its handle here
 * ({@link #handles()}, null at the failed positions): the caller owns those handles, to keep or close,
 * so nothing stays on the ASIC without an owner.
 */
public final class BulkEnsureException extends RuntimeException {

    private final ObjectType type;
    private final transient List<SaiHandle<?>> handles;
    private final SortedMap<Integer, SaiStatus> failures;

    BulkEnsureException(ObjectType type, List<?> keys, List<? extends SaiHandle<?>> handles, SortedMap<Integer, SaiStatus> failures) {
        super(failures.size() + " of " + handles.size() + " " + type + " not created: " + failures.entrySet().stream().limit(3)
                .map(f -> keys.get(f.getKey()) + ": " + f.getValue()).collect(Collectors.joining("; "))
                + (failures.size() > 3 ? "; ..." : ""));
        this.type = type;
        this.handles = Collections.unmodifiableList(new ArrayList<>(handles));
        this.failures = Collections.unmodifiableSortedMap(new TreeMap<>(failures));
    }

    /** One handle per item, in the order asked for; null where the item failed. */
    public List<SaiHandle<?>> handles() {
        return handles;
    }

    /**
     * {@link #handles()} typed as the bulk call's object type (an exception cannot carry a type
     * parameter, so the caller names it).
     *
     * @throws IllegalArgumentException when {@code object} is not the type the bulk call created
     */
    @SuppressWarnings("unchecked") // every handle is of this exception's object type, checked just above
    public <O extends SaiObject> List<SaiHandle<O>> handles(Class<O> object) {
        if (SaiObject.typeOf(object) != type) {
            throw new IllegalArgumentException("the bulk call created " + type + ", not " + SaiObject.typeOf(object));
        }
        return (List<SaiHandle<O>>) (List<?>) handles;
    }

    /** The failed items: position in the request to the SAI status. */
    public SortedMap<Integer, SaiStatus> failures() {
        return failures;
    }
}
