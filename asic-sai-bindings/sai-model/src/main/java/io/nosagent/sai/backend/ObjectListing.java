package io.nosagent.sai.backend;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;

import java.util.List;

/**
 * The ASIC's own view of what it holds, read one object at a time, as a fault snapshot records it.
 * An object or entry removed between listing and reading throws; readers skip it.
 */
public interface ObjectListing {

    /** The ids of every object of an object-id type. */
    List<Long> objects(ObjectType type);

    /** An object's attributes as the ASIC holds them. */
    List<Attribute> attributes(long oid);

    /** The keys of every entry of an entry-keyed type (routes, neighbors). */
    List<EntryKey> entries(ObjectType type);

    /** An entry's attributes as the ASIC holds them. */
    List<Attribute> attributes(EntryKey key);
}
