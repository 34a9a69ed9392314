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
 * Whether one SAMPLE subscriber's successive samples carry new counter values: every {@code in-octets}
 * it receives is compared with the previous one of the same path, read from the raw response bytes (no
 * message is built, so the benchmark's own CPU stays small). A sample equal to its predecessor is stale:
 * served from a poll that had not moved, or from a simulator that had not moved the counter.
 * One instance per subscriber; its responses arrive one at a time (gRPC serializes a call's listener).
 */
final class FreshSamples {

    private static final String LEAF = "in-octets";

    private final Map<String, ByteString> last = new HashMap<>();
    private final AtomicLong compared = new AtomicLong();
    private final AtomicLong stale = new AtomicLong();

    /** Checks every in-octets update of one serialized SubscribeResponse. */
    void accept(byte[] response) {
        try {
            var in = CodedInputStream.newInstance(response);
            while (!in.isAtEnd()) {
                int tag = in.readTag();
                if (WireFormat.getTagFieldNumber(tag) != SubscribeResponse.UPDATE_FIELD_NUMBER) {
                    in.skipField(tag);
                    continue;
                }
                notification(in.readBytes().newCodedInput());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Successive in-octets values compared so far (a path's first value has nothing to compare with). */
    long compared() {
        return compared.get();
    }

    /** Of those, how many equalled the value before them. */
    long stale() {
        return stale.get();
    }

    private void notification(CodedInputStream in) throws IOException {
        String prefix = "";
        while (!in.isAtEnd()) {
            int tag = in.readTag();
            int field = WireFormat.getTagFieldNumber(tag);
            if (field == Notification.PREFIX_FIELD_NUMBER) {
                prefix = path(in.readBytes().newCodedInput());
            } else if (field == Notification.UPDATE_FIELD_NUMBER) {
                update(prefix, in.readBytes().newCodedInput());
            } else {
                in.skipField(tag);
            }
        }
    }

    private void update(String prefix, CodedInputStream in) throws IOException {
        String path = "";
        ByteString value = null;
        while (!in.isAtEnd()) {
            int tag = in.readTag();
            int field = WireFormat.getTagFieldNumber(tag);
            if (field == Update.PATH_FIELD_NUMBER) {
                path = path(in.readBytes().newCodedInput());
            } else if (field == Update.VAL_FIELD_NUMBER) {
                value = in.readBytes();
            } else {
                in.skipField(tag);
            }
        }
        if (value == null || !path.endsWith("/" + LEAF) && !(path.isEmpty() && prefix.endsWith("/" + LEAF))) {
            return;
        }
        ByteString before = last.put(prefix + path, value);
        if (before != null) {
            compared.incrementAndGet();
            if (before.equals(value)) {
                stale.incrementAndGet();
            }
        }
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
