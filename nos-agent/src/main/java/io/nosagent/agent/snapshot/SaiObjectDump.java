package io.nosagent.agent.snapshot;

import com.fasterxml.jackson.core.JsonGenerator;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.vasic.VirtualAsic;

import java.io.IOException;
import java.util.List;

/**
 * The ASIC's own view for a snapshot. On the virtual ASIC: every object (type, id, attributes) and every
 * route and neighbor entry, each read under the ASIC's read lock one at a time, so the update thread and
 * the data plane are never held for the whole dump. A vendor library's debug dump
 * ({@code sai_dbg_generate_dump}) is not called by this version: the dump says so.
 */
public final class SaiObjectDump {

    private SaiObjectDump() {
    }

    public static Moment.AsicDump of(VirtualAsic asic) {
        return g -> {
            g.writeStringField("backend", "virtual-asic");
            g.writeArrayFieldStart("objects");
            for (ObjectType type : ObjectType.values()) {
                if (!type.isObjectId()) {
                    continue;
                }
                for (long oid : safeObjects(asic, type)) {
                    List<Attribute> attrs;
                    try {
                        attrs = asic.attributes(oid);
                    } catch (RuntimeException e) {
                        continue; // removed meanwhile
                    }
                    g.writeStartObject();
                    g.writeStringField("type", type.name());
                    g.writeStringField("oid", "0x" + Long.toHexString(oid));
                    writeAttributes(g, attrs);
                    g.writeEndObject();
                }
            }
            g.writeEndArray();
            g.writeArrayFieldStart("entries");
            for (ObjectType type : List.of(ObjectType.ROUTE_ENTRY, ObjectType.NEIGHBOR_ENTRY)) {
                for (EntryKey key : asic.entries(type)) {
                    List<Attribute> attrs;
                    try {
                        attrs = asic.attributes(key);
                    } catch (RuntimeException e) {
                        continue;
                    }
                    g.writeStartObject();
                    g.writeStringField("type", type.name());
                    g.writeStringField("key", key.toString());
                    writeAttributes(g, attrs);
                    g.writeEndObject();
                }
            }
            g.writeEndArray();
        };
    }

    /** A backend whose objects this version cannot list. */
    public static Moment.AsicDump unavailable(String backend) {
        return g -> {
            g.writeStringField("backend", backend);
            g.writeStringField("note", "no object dump: the vendor library's sai_dbg_generate_dump is not called by this version");
        };
    }

    private static List<Long> safeObjects(VirtualAsic asic, ObjectType type) {
        try {
            return asic.objects(type);
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    private static void writeAttributes(JsonGenerator g, List<Attribute> attrs) throws IOException {
        g.writeObjectFieldStart("attributes");
        for (Attribute a : attrs) {
            g.writeStringField(a.spec().name(), String.valueOf(a.value()));
        }
        g.writeEndObject();
    }
}
