package io.nosagent.agent.gnmi.subscribe;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.WireFormat;
import io.nosagent.api.gnmi.proto.Notification;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.SubscribeResponse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The wire form of a {@code SubscribeResponse} carrying one notification, assembled from updates
 * serialized beforehand: the same bytes protobuf writes for the message (fields in number order, the
 * prefix always present), without walking every update's path and value again.
 */
final class NotificationBytes {

    private NotificationBytes() {
    }

    static byte[] of(long timestamp, Path prefix, List<EncodedLeaf> updates, List<Path> deletes) {
        return of(timestamp, prefix, updates, deletes, false);
    }

    /** @param atomic whether the notification is one atomic entry (an AFT entry's) */
    static byte[] of(long timestamp, Path prefix, List<EncodedLeaf> updates, List<Path> deletes, boolean atomic) {
        int notification = 0;
        if (timestamp != 0) {
            notification += CodedOutputStream.computeInt64Size(Notification.TIMESTAMP_FIELD_NUMBER, timestamp);
        }
        notification += CodedOutputStream.computeMessageSize(Notification.PREFIX_FIELD_NUMBER, prefix);
        int updateTag = CodedOutputStream.computeTagSize(Notification.UPDATE_FIELD_NUMBER);
        for (EncodedLeaf u : updates) {
            int n = u.bytes().length;
            notification += updateTag + CodedOutputStream.computeUInt32SizeNoTag(n) + n;
        }
        for (Path d : deletes) {
            notification += CodedOutputStream.computeMessageSize(Notification.DELETE_FIELD_NUMBER, d);
        }
        if (atomic) {
            notification += CodedOutputStream.computeBoolSize(Notification.ATOMIC_FIELD_NUMBER, true);
        }
        byte[] out = new byte[CodedOutputStream.computeTagSize(SubscribeResponse.UPDATE_FIELD_NUMBER)
                + CodedOutputStream.computeUInt32SizeNoTag(notification) + notification];
        try {
            var o = CodedOutputStream.newInstance(out);
            o.writeTag(SubscribeResponse.UPDATE_FIELD_NUMBER, WireFormat.WIRETYPE_LENGTH_DELIMITED);
            o.writeUInt32NoTag(notification);
            if (timestamp != 0) {
                o.writeInt64(Notification.TIMESTAMP_FIELD_NUMBER, timestamp);
            }
            o.writeMessage(Notification.PREFIX_FIELD_NUMBER, prefix);
            for (EncodedLeaf u : updates) {
                o.writeTag(Notification.UPDATE_FIELD_NUMBER, WireFormat.WIRETYPE_LENGTH_DELIMITED);
                o.writeUInt32NoTag(u.bytes().length);
                o.writeRawBytes(u.bytes());
            }
            for (Path d : deletes) {
                o.writeMessage(Notification.DELETE_FIELD_NUMBER, d);
            }
            if (atomic) {
                o.writeBool(Notification.ATOMIC_FIELD_NUMBER, true);
            }
            o.checkNoSpaceLeft();
        } catch (IOException e) {
            throw new UncheckedIOException("writing into an array of the computed size cannot fail", e);
        }
        return out;
    }
}
