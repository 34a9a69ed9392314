package io.nosagent.lab.bench;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Update;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Whether one SAMPLE subscriber's successive samples carry new reads of the counters, judged by time:
 * a notification's timestamp is when its values were read from the ASIC (OpenConfig telemetry), so a
 * port's {@code in-octets} carrying the same timestamp as in the subscriber's previous sample is a read
 * served twice (stale), and the time from the read to the sample's arrival is the read's age (agent and
 * benchmark share the host's clock). Whether the value itself moved is counted apart: it says whether
 * the simulated traffic moved the counter in between, not whether the agent's read was fresh.
 * Read from the raw response bytes (no message is built, so the benchmark's own CPU stays small).
 * One instance per subscriber; its responses arrive one at a time (gRPC serializes a call's listener).
 */
final class FreshSamples {

    private static final String LEAF = "in-octets";
    private static final ByteString LEAF_BYTES = ByteString.copyFromUtf8(LEAF);

    /** A port's in-octets as last received: its value and its read's time. */
    private record Seen(ByteString value, long readAt) {
    }

    private final Map<String, Seen> last = new HashMap<>();
    private final AtomicLong compared = new AtomicLong();
    private final AtomicLong stale = new AtomicLong();
    private final AtomicLong unchanged = new AtomicLong();
    /** Ages (ms) of the reads received, one per notification carrying in-octets. */
    private final java.util.List<Double> ages = java.util.Collections.synchronizedList(new java.util.ArrayList<>());

    /** Checks every in-octets update of one serialized SubscribeResponse that arrived at {@code arrivedAt} (ns since the epoch). */
    void accept(byte[] response, long arrivedAt) {
        try {
            var in = CodedInputStream.newInstance(response);
            while (!in.isAtEnd()) {
                int tag = in.readTag();
                if (WireFormat.getTagFieldNumber(tag) != SubscribeResponse.UPDATE_FIELD_NUMBER) {
                    in.skipField(tag);
                    continue;
                }
                notification(in.readBytes().newCodedInput(), arrivedAt);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Successive in-octets values compared so far (a path's first value has nothing to compare with). */
    long compared() {
        return compared.get();
    }

    /** Of those, how many carried the same read as the value before them (the same timestamp): stale. */
    long stale() {
        return stale.get();
    }

    /** Of those, how many had the same value as before (read anew or not): the traffic had not moved the counter. */
    long unchanged() {
        return unchanged.get();
    }

    /** The ages, in ms, of the reads received so far: arrival minus the notification's timestamp. */
    java.util.List<Double> ages() {
        synchronized (ages) {
            return java.util.List.copyOf(ages);
        }
    }

    private void notification(CodedInputStream in, long arrivedAt) throws IOException {
        String prefix = "";
        long timestamp = 0;
        boolean counted = false;
        while (!in.isAtEnd()) {
            int tag = in.readTag();
            int field = WireFormat.getTagFieldNumber(tag);
            if (field == Notification.TIMESTAMP_FIELD_NUMBER) {
                timestamp = in.readInt64(); // before prefix and updates: fields go out in number order
            } else if (field == Notification.PREFIX_FIELD_NUMBER) {
                prefix = path(in.readBytes().newCodedInput());
            } else if (field == Notification.UPDATE_FIELD_NUMBER) {
                if (update(prefix, timestamp, in.readBytes().newCodedInput()) && !counted) {
                    counted = true;
                    ages.add((arrivedAt - timestamp) / 1e6);
                }
            } else {
                in.skipField(tag);
            }
        }
    }

    /** Whether the update is an in-octets (checked against the port's previous one). */
    private boolean update(String prefix, long timestamp, CodedInputStream in) throws IOException {
        ByteString pathBytes = ByteString.EMPTY;
        ByteString value = null;
        while (!in.isAtEnd()) {
            int tag = in.readTag();
            int field = WireFormat.getTagFieldNumber(tag);
            if (field == Update.PATH_FIELD_NUMBER) {
                pathBytes = in.readBytes();
            } else if (field == Update.VAL_FIELD_NUMBER) {
                value = in.readBytes();
            } else {
                in.skipField(tag);
            }
        }
        // A path ending in the leaf's name (its last element has no keys) is told apart by its bytes: only
        // those are made text, so the clients' CPU goes on the 1 update in 64 that is checked.
        boolean leaf = pathBytes.isEmpty() ? prefix.endsWith("/" + LEAF) : pathBytes.endsWith(LEAF_BYTES);
        if (value == null || !leaf) {
            return false;
        }
        String path = path(pathBytes.newCodedInput());
        Seen before = last.put(prefix + path, new Seen(value, timestamp));
        if (before != null) {
            compared.incrementAndGet();
            if (before.readAt() == timestamp) {
                stale.incrementAndGet();
            }
            if (before.value().equals(value)) {
                unchanged.incrementAndGet();
            }
        }
        return true;
    }

    /** A path's elements as text (names and key values); enough to tell paths apart. */
    private static String path(CodedInputStream in) throws IOException {
        var text = new StringBuilder();
        while (!in.isAtEnd()) {
            int tag = in.readTag();
            if (WireFormat.getTagFieldNumber(tag) != Path.ELEM_FIELD_NUMBER) {
                in.skipField(tag);
                continue;
            }
            var elem = in.readBytes().newCodedInput();
            while (!elem.isAtEnd()) {
                int t = elem.readTag();
                int field = WireFormat.getTagFieldNumber(t);
                if (field == PathElem.NAME_FIELD_NUMBER) {
                    text.append('/').append(elem.readStringRequireUtf8());
                } else if (field == PathElem.KEY_FIELD_NUMBER) {
                    text.append('[').append(elem.readBytes().toStringUtf8()).append(']'); // the map entry's bytes
                } else {
                    elem.skipField(t);
                }
            }
        }
        return text.toString();
    }
}
