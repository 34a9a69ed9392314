package io.nosagent.sai.ffm;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiStatus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

/**
 * The call trace the test SAI library ({@code src/test/c/saitest.c}) writes when its profile
 * names a file in {@code SAI_TEST_TRACE_FILE}, and the same encoding made from Java values, so a
 * scenario run on the virtual ASIC can be compared call by call with the one run through
 * {@link NativeSai}. One line per SAI method call (per object for bulk calls):
 *
 * <pre>
 * &lt;seq&gt; api=&lt;sai_api_t&gt; op=&lt;op&gt; ot=&lt;object type&gt; (oid=0x&lt;hex&gt; | key=&lt;hex&gt;) status=&lt;int&gt; [attr=&lt;id&gt;[:&lt;value&gt;]]... [stat=&lt;id&gt;[:&lt;count&gt;]]...
 * </pre>
 *
 * <ul>
 *   <li>{@code op}: create, remove, set, get, get_stats, get_stats_ext, clear_stats, bulk_create, bulk_remove;</li>
 *   <li>{@code oid}: the object (for create, the new one); {@code key}: the entry struct's bytes in hex;</li>
 *   <li>{@code value}: the 40-byte {@code sai_attribute_value_t} in hex with list pointers zeroed and
 *       trailing zero bytes dropped (at least one byte kept), then {@code +} and the bytes of each list
 *       it points to, in member order: a u32 list {1, 2} is {@code 02+0100000002000000}. Create and set
 *       lines carry the values passed in; get lines the values returned (ids alone when it failed).</li>
 *   <li>Unknown {@code name=value} tokens are ignored, so the format can grow.</li>
 * </ul>
 */
public final class NativeCallTrace {

    private static final HexFormat HEX = HexFormat.of();

    private NativeCallTrace() {
    }

    /** A traced SAI operation. */
    public enum Op {
        CREATE, REMOVE, SET, GET, GET_STATS, GET_STATS_EXT, CLEAR_STATS, BULK_CREATE, BULK_REMOVE
    }

    /** One traced call. {@code oid} is 0 for entry-keyed calls, {@code key} null for object-id calls. */
    public record Call(long seq, int api, Op op, ObjectType objectType, long oid, String key, SaiStatus status,
                       List<Attr> attrs, List<Stat> stats) {
        public Call {
            attrs = List.copyOf(attrs);
            stats = List.copyOf(stats);
        }

        /** The attribute ids in call order. */
        public List<Integer> attrIds() {
            return attrs.stream().map(Attr::id).toList();
        }
    }

    /** An attribute of a traced call; {@code value} (the encoded form above) is null when not traced. */
    public record Attr(int id, String value) {
    }

    /** A counter of a traced stats call; {@code value} is null for clear_stats. */
    public record Stat(int id, Long value) {
    }

    /** Reads a trace file; a malformed line is an error naming file and line. */
    public static List<Call> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read SAI call trace " + file, e);
        }
        var calls = new ArrayList<Call>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                calls.add(parse(line));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return List.copyOf(calls);
    }

    /** Parses one trace line. */
    public static Call parse(String line) {
        String[] tokens = line.split(" ");
        long seq = Long.parseLong(tokens[0]);
        int api = -1;
        Op op = null;
        ObjectType type = null;
        long oid = 0;
        String key = null;
        SaiStatus status = null;
        var attrs = new ArrayList<Attr>();
        var stats = new ArrayList<Stat>();
        for (int t = 1; t < tokens.length; t++) {
            int eq = tokens[t].indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("token '" + tokens[t] + "' is not name=value");
            }
            String name = tokens[t].substring(0, eq);
            String value = tokens[t].substring(eq + 1);
            switch (name) {
                case "api" -> api = Integer.parseInt(value);
                case "op" -> op = Op.valueOf(value.toUpperCase(Locale.ROOT));
                case "ot" -> type = ObjectType.of(Integer.parseInt(value));
                case "oid" -> oid = Long.parseUnsignedLong(value.substring(2), 16);
                case "key" -> key = value;
                case "status" -> status = SaiStatus.decode(Integer.parseInt(value));
                case "attr" -> {
                    int colon = value.indexOf(':');
                    attrs.add(colon < 0 ? new Attr(Integer.parseUnsignedInt(value), null)
                            : new Attr(Integer.parseUnsignedInt(value.substring(0, colon)), value.substring(colon + 1)));
                }
                case "stat" -> {
                    int colon = value.indexOf(':');
                    stats.add(colon < 0 ? new Stat(Integer.parseUnsignedInt(value), null)
                            : new Stat(Integer.parseUnsignedInt(value.substring(0, colon)),
                            Long.parseUnsignedLong(value.substring(colon + 1))));
                }
                default -> {
                    // a newer field: ignored
                }
            }
        }
        if (op == null || type == null || status == null) {
            throw new IllegalArgumentException("line lacks op, ot or status: '" + line + "'");
        }
        return new Call(seq, api, op, type, oid, key, status, attrs, stats);
    }

    /**
     * One call made through the {@code Sai} port, as a trace line (create and set lines carry
     * values; get lines attribute ids only), so any backend's calls can be logged and compared with
     * what the test library records.
     */
    public static String format(long seq, io.nosagent.sai.trace.SaiCall call) {
        var sb = new StringBuilder().append(seq)
                .append(" op=").append(call.operation() == io.nosagent.sai.SaiOperation.CLEAR_STATS ? "clear_stats"
                        : call.operation().name().toLowerCase(Locale.ROOT))
                .append(" ot=").append(call.objectType().value());
        if (call.entry() != null) {
            sb.append(" key=").append(key(call.entry()));
        } else {
            sb.append(" oid=0x").append(Long.toHexString(call.objectId()));
        }
        sb.append(" status=").append(call.status().raw());
        for (Attribute a : call.attributes()) {
            sb.append(" attr=").append(Integer.toUnsignedString(a.spec().id()));
            if (a.spec().accepts(a.value())) {
                sb.append(':').append(value(a));
            }
        }
        for (var spec : call.specs()) {
            sb.append(" attr=").append(Integer.toUnsignedString(spec.id()));
        }
        return sb.toString();
    }

    /** The trace form of an attribute's value, made from the Java value the way the library prints it. */
    public static String value(Attribute attr) {
        CallBuffer buf = new CallBuffer();
        buf.begin(SaiAbi.VALUE_SIZE + ValueCodec.listBytes(attr.value()));
        long at = buf.reserve(SaiAbi.VALUE_SIZE);
        ValueCodec.encode(buf, at, attr.value());
        MemorySegment m = buf.memory();
        byte[] union = m.asSlice(at, SaiAbi.VALUE_SIZE).toArray(JAVA_BYTE);
        long[] lists = ValueCodec.listFields(attr.spec().valueType());
        var tail = new StringBuilder();
        for (int i = 0; i < lists.length; i += 2) {
            long listAt = at + lists[i];
            long count = Integer.toUnsignedLong(m.get(JAVA_INT, listAt + SaiAbi.LIST_COUNT));
            long pointer = m.get(JAVA_LONG, listAt + SaiAbi.LIST_POINTER);
            tail.append('+');
            if (pointer != 0) {
                tail.append(HEX.formatHex(MemorySegment.ofAddress(pointer).reinterpret(count * lists[i + 1]).toArray(JAVA_BYTE)));
            }
            java.util.Arrays.fill(union, (int) (lists[i] + SaiAbi.LIST_POINTER), (int) (lists[i] + SaiAbi.LIST_POINTER + 8), (byte) 0);
        }
        int length = union.length;
        while (length > 1 && union[length - 1] == 0) {
            length--;
        }
        return HEX.formatHex(union, 0, length) + tail;
    }

    /** The trace form of an entry key: its C struct's bytes. */
    public static String key(EntryKey key) {
        CallBuffer buf = new CallBuffer();
        buf.begin(EntryKeys.size(key));
        long at = buf.reserve(EntryKeys.size(key));
        EntryKeys.encode(buf.memory(), at, key);
        return HEX.formatHex(buf.memory().asSlice(at, EntryKeys.size(key)).toArray(JAVA_BYTE));
    }
}
