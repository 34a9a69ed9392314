package io.nosagent.agent.snapshot;

import com.fasterxml.jackson.core.JsonGenerator;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.RouteEntry;
import io.nosagent.sai.backend.ObjectListing;

import java.io.IOException;
import java.util.List;

/**
 * The ASIC's own view for a snapshot. From a backend that can list what it holds (the virtual ASIC):
 * every object (type, id, attributes) and every route and neighbor entry, each read one at a time, so the
 * update thread and the data plane are never held for the whole dump. A vendor library's debug dump
 * ({@code sai_dbg_generate_dump}) is not called by this version: the dump says so.
 */
public final class SaiObjectDump {

    private SaiObjectDump() {
    }

    public static Moment.AsicDump of(ObjectListing asic) {
        var names = new java.util.HashMap<io.nosagent.sai.AttrSpec, String>();
        return g -> {
            g.writeStringField("backend", asic.getClass().getSimpleName());
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
                    writeAttributes(g, attrs, names);
                    g.writeEndObject();
                }
            }
            g.writeEndArray();
            // Entries as [type, key, attributes]: a table of 128k routes is most of a snapshot, so compactly.
            g.writeArrayFieldStart("entries");
            for (ObjectType type : List.of(ObjectType.ROUTE_ENTRY, ObjectType.NEIGHBOR_ENTRY)) {
                for (EntryKey key : asic.entries(type)) {
                    List<Attribute> attrs;
                    try {
                        attrs = asic.attributes(key);
                    } catch (RuntimeException e) {
                        continue;
                    }
                    g.writeStartArray();
                    g.writeString(type.name());
                    g.writeString(key instanceof RouteEntry r ? "vr 0x" + Long.toHexString(r.vrId()) + " " + r.destination()
                            : key.toString());
                    writeAttributes(g, attrs, names);
                    g.writeEndArray();
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

    private static String shortName(io.nosagent.sai.AttrSpec spec) {
        String name = spec.name();
        int attr = name.indexOf("_ATTR_");
        return attr < 0 ? name : name.substring(attr + "_ATTR_".length());
    }

    private static List<Long> safeObjects(ObjectListing asic, ObjectType type) {
        try {
            return asic.objects(type);
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    /**
     * Attributes by their SAI name without the {@code SAI_<TYPE>_ATTR_} prefix the type already says
     * ({@code NEXT_HOP_ID}): half the bytes of a dump of a large table.
     */
    private static void writeAttributes(JsonGenerator g, List<Attribute> attrs, java.util.Map<io.nosagent.sai.AttrSpec, String> names)
            throws IOException {
        if (g.getOutputContext().inObject()) {
            g.writeFieldName("attributes");
        }
        g.writeStartObject();
        for (Attribute a : attrs) {
            g.writeFieldName(names.computeIfAbsent(a.spec(), SaiObjectDump::shortName));
            switch (a.value()) {
                case AttrValue.Oid o -> g.writeString("0x" + Long.toHexString(o.value()));
                case AttrValue.Bool b -> g.writeBoolean(b.value());
                case AttrValue.U8 v -> g.writeNumber(v.value());
                case AttrValue.U16 v -> g.writeNumber(v.value());
                case AttrValue.U32 v -> g.writeNumber(v.value());
                case AttrValue.S32 v -> g.writeNumber(v.value());
                case AttrValue.U64 v -> g.writeNumber(v.value());
                case null -> g.writeNull();
                default -> g.writeString(a.value().toString());
            }
        }
        g.writeEndObject();
    }
}
