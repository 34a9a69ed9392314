package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;

import java.util.List;

/** One change to the virtual ASIC's objects, copied out of the store as it happened. */
sealed interface SaiChange {

    record ObjectCreated(long oid, ObjectType type, List<Attribute> attributes) implements SaiChange {
    }

    record ObjectChanged(long oid, ObjectType type, Attribute attribute) implements SaiChange {
    }

    record ObjectRemoved(long oid, ObjectType type) implements SaiChange {
    }

    /** A bulk removal's objects, one change for all (a failover removes thousands of group members at once). */
    record ObjectsRemoved(ObjectType type, long[] oids) implements SaiChange {
    }

    record EntryCreated(EntryKey key, List<Attribute> attributes) implements SaiChange {
    }

    record EntryChanged(EntryKey key, Attribute attribute) implements SaiChange {
    }

    record EntryRemoved(EntryKey key) implements SaiChange {
    }
}
