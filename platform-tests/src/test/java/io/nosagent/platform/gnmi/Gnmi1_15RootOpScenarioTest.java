package io.nosagent.platform.gnmi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.grpc.Metadata;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * featureprofiles gNMI-1.15 (RootOp): a Get of CONFIG at the root returns what is configured and nothing
 * a state handler mirrors, a Set replace of the root with exactly that succeeds and changes nothing, and a
 * refused replace of the root says why in an error small enough for any client's trailers.
 */
class Gnmi1_15RootOpScenarioTest {

    private static final int CLIENT_TRAILERS = 8 * 1024;

    private static JsonNode getConfigOfRoot(GnmiSwitch sw) throws Exception {
        var r = sw.viewer().get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                .setType(GetRequest.DataType.CONFIG).addPath(GnmiSwitch.path("/")).build());
        assertThat(r.getNotificationCount()).isEqualTo(1);
        return GnmiSwitch.JSON.readTree(r.getNotification(0).getUpdate(0).getVal().getJsonIetfVal().toStringUtf8());
    }

    private static SetRequest replaceRoot(JsonNode doc) {
        return SetRequest.newBuilder().addReplace(Update.newBuilder().setPath(GnmiSwitch.path("/"))
                .setVal(TypedValue.newBuilder().setJsonIetfVal(com.google.protobuf.ByteString.copyFromUtf8(doc.toString())))).build();
    }

    @Test
    void getConfigOfTheRootReturnsOnlyTheConfiguredEntries(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            JsonNode config = getConfigOfRoot(sw);
            JsonNode running = GnmiSwitch.JSON.readTree(sw.persisted());

            assertThat(config.has("openconfig-platform:components")).as("no component is configured").isFalse();
            assertThat(queues(config)).as("the queues the running config lists, none mirrored from state")
                    .isEqualTo(queues(running));
            assertThat(sw.readAll("/qos/interfaces/interface/output/queues/queue/state/transmit-pkts"))
                    .as("while state lists every port's queues").hasSizeGreaterThan(queues(running));
        }
    }

    @Test
    void aReplaceOfTheRootWithWhatGetConfigReturnedSucceedsAndChangesNothing(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            JsonNode config = getConfigOfRoot(sw);

            sw.admin().set(replaceRoot(config));

            assertThat(getConfigOfRoot(sw)).isEqualTo(config);
        }
    }

    @Test
    void aRefusedReplaceOfTheRootHasAnErrorSmallEnoughForTheClient(@TempDir Path dir) throws Exception {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            ObjectNode config = (ObjectNode) getConfigOfRoot(sw);
            String before = sw.persisted();
            // every port's every queue bound to a queue-management-profile that does not exist: hundreds of problems
            var names = sw.readAll("/qos/interfaces/interface/output/queues/queue/state/transmit-pkts");
            var interfaces = ((ObjectNode) config.get("openconfig-qos:qos")).withObject("interfaces").withArray("interface");
            for (String path : names.keySet()) {
                String port = path.replaceAll(".*interface\\[interface-id=([^]]*)].*", "$1");
                String queue = path.replaceAll(".*queue\\[name=([^]]*)].*", "$1");
                ObjectNode entry = null;
                for (JsonNode i : interfaces) {
                    if (i.path("interface-id").asText().equals(port)) {
                        entry = (ObjectNode) i;
                    }
                }
                if (entry == null) {
                    entry = interfaces.addObject().put("interface-id", port);
                    entry.putObject("config").put("interface-id", port);
                }
                var list = entry.withObject("output").withObject("queues").withArray("queue");
                boolean listed = false;
                for (JsonNode q : list) {
                    listed |= q.path("name").asText().equals(queue);
                }
                if (!listed) {
                    list.addObject().put("name", queue).putObject("config").put("name", queue);
                }
                for (JsonNode q : list) {
                    ((ObjectNode) q.path("config")).put("queue-management-profile", "no-such-profile");
                }
            }

            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(replaceRoot(config)));

            assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
            assertThat(e.getStatus().getDescription()).contains("queue-management-profile").hasSizeLessThanOrEqualTo(3072);
            assertThat(trailerBytes(e.getTrailers())).isLessThan(CLIENT_TRAILERS);
            assertThat(sw.persisted()).isEqualTo(before);
        }
    }

    /** The number of {@code output/queues/queue} entries under {@code /qos/interfaces}. */
    private static int queues(JsonNode doc) {
        int n = 0;
        for (JsonNode i : doc.path("openconfig-qos:qos").path("interfaces").path("interface")) {
            n += i.path("output").path("queues").path("queue").size();
        }
        return n;
    }

    private static int trailerBytes(Metadata trailers) {
        int bytes = 0;
        for (String key : trailers.keys()) {
            var k = key.endsWith(Metadata.BINARY_HEADER_SUFFIX)
                    ? Metadata.Key.of(key, Metadata.BINARY_BYTE_MARSHALLER) : null;
            bytes += key.length() + (k != null ? sizeOf(trailers.getAll(k))
                    : String.join("", trailers.getAll(Metadata.Key.of(key, Metadata.ASCII_STRING_MARSHALLER))).length());
        }
        return bytes;
    }

    private static int sizeOf(Iterable<byte[]> values) {
        int n = 0;
        for (byte[] v : values) {
            n += v.length * 4 / 3 + 4; // base64 on the wire
        }
        return n;
    }
}
