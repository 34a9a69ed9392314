package io.nosagent.platform.gnmi;

import io.grpc.CallOptions;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.StreamObserver;
import io.nosagent.agent.gnmi.rpc.WireFormat;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.nosagent.api.gnmi.proto.SubscribeRequest;
import io.nosagent.api.gnmi.proto.SubscribeResponse;
import io.nosagent.api.gnmi.proto.Subscription;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.api.gnmi.proto.TypedValue;
import io.nosagent.api.gnmi.proto.Update;
import io.nosagent.api.gnmi.proto.gNMIGrpc;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import static io.nosagent.platform.gnmi.GnmiSwitch.path;
import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bad input of every kind gets the code the gNMI specification gives it, never an internal error,
 * and never changes the switch.
 */
class MalformedInputScenarioTest {

    static final String MTU = "/interfaces/interface[name=eth1/1/1]/config/mtu";

    @TempDir
    static java.nio.file.Path dir;
    static GnmiSwitch sw;
    static GnmiClient admin;

    @BeforeAll
    static void start() {
        sw = GnmiSwitch.rtsw(dir);
        admin = sw.admin();
    }

    @AfterAll
    static void stop() {
        sw.close();
    }

    private static Path garbage(String name) {
        return Path.newBuilder().addElem(PathElem.newBuilder().setName("interfaces"))
                .addElem(PathElem.newBuilder().setName(name)).build();
    }

    /** A Set's overall status and the code of its failing operation. */
    private static String set(SetRequest request) {
        try {
            admin.set(request);
            return "OK";
        } catch (StatusRuntimeException e) {
            var status = StatusProto.fromThrowable(e);
            if (status == null || status.getDetailsCount() == 0) {
                return e.getStatus().getCode().name();
            }
            try {
                var failing = status.getDetails(0).unpack(SetResponse.class).getResponseList().stream()
                        .filter(u -> u.getMessage().getCode() != Status.Code.ABORTED.value()).findFirst().orElseThrow();
                return e.getStatus().getCode() + "/" + Status.fromCodeValue(failing.getMessage().getCode()).getCode();
            } catch (IOException bad) {
                throw new AssertionError(bad);
            }
        }
    }

    private static String get(GetRequest request) {
        try {
            admin.get(request);
            return "OK";
        } catch (StatusRuntimeException e) {
            return e.getStatus().getCode().name();
        }
    }

    private static String subscribe(SubscriptionList.Builder list) {
        var ended = new CompletableFuture<Status>();
        admin.async().subscribe(new StreamObserver<SubscribeResponse>() {
            @Override
            public void onNext(SubscribeResponse value) {
            }

            @Override
            public void onError(Throwable t) {
                ended.complete(Status.fromThrowable(t));
            }

            @Override
            public void onCompleted() {
                ended.complete(Status.OK);
            }
        }).onNext(SubscribeRequest.newBuilder().setSubscribe(list.setMode(SubscriptionList.Mode.ONCE)).build());
        try {
            return ended.get(10, TimeUnit.SECONDS).getCode().name();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Sends {@code bytes} as a request of {@code method}, whatever they are. */
    private static String raw(MethodDescriptor<?, ?> method, byte[] bytes) {
        var m = MethodDescriptor.<byte[], byte[]>newBuilder(WireFormat.BYTES, WireFormat.BYTES)
                .setFullMethodName(method.getFullMethodName()).setType(MethodDescriptor.MethodType.UNARY).build();
        try {
            ClientCalls.blockingUnaryCall(admin.channel(), m, CallOptions.DEFAULT, bytes);
            return "OK";
        } catch (StatusRuntimeException e) {
            return e.getStatus().getCode().name();
        }
    }

    @Test
    void everyKindOfBadInputGetsItsCodeAndChangesNothing() {
        String persisted = sw.persisted();
        byte[] set = SetRequest.newBuilder().addUpdate(update(MTU, "4000")).build().toByteArray();
        Map<String, Function<Void, String>> cases = new LinkedHashMap<>();
        cases.put("Get, garbage path element", v -> get(GetRequest.newBuilder().addPath(garbage("inter}face")).build()));
        cases.put("Get, unknown key", v -> get(GetRequest.newBuilder().addPath(path("/interfaces/interface[port=1]")).build()));
        cases.put("Get, key of the wrong type", v -> get(GetRequest.newBuilder()
                .addPath(path("/interfaces/interface[name=eth1/1/1]/subinterfaces/subinterface[index=zero]")).build()));
        cases.put("Get, path not served", v -> get(GetRequest.newBuilder().addPath(path("/bgp/neighbors")).build()));
        cases.put("Get, ASCII encoding", v -> get(GetRequest.newBuilder().setEncoding(Encoding.ASCII).addPath(path(MTU)).build()));
        cases.put("Set, garbage path element", v -> set(SetRequest.newBuilder().addUpdate(Update.newBuilder()
                .setPath(garbage("in terface")).setVal(TypedValue.newBuilder().setJsonIetfVal(
                        com.google.protobuf.ByteString.copyFromUtf8("{}")))).build()));
        cases.put("Set, unknown key", v -> set(SetRequest.newBuilder()
                .addUpdate(update("/interfaces/interface[port=eth1/1/1]/config/mtu", "4000")).build()));
        cases.put("Set, element not in the schema", v -> set(SetRequest.newBuilder()
                .addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/speed", "4000")).build()));
        cases.put("Set, wrong JSON type", v -> set(SetRequest.newBuilder().addUpdate(update(MTU, "\"jumbo\"")).build()));
        cases.put("Set, value out of range", v -> set(SetRequest.newBuilder().addUpdate(update(MTU, "-1")).build()));
        cases.put("Set, JSON that does not parse", v -> set(SetRequest.newBuilder().addUpdate(update(MTU, "{\"mtu\":")).build()));
        cases.put("Set, description with a NUL", v -> set(SetRequest.newBuilder()
                .addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/description", "\"gpu\\u0000nic\"")).build()));
        cases.put("Set, JSON that is not UTF-8", v -> set(SetRequest.newBuilder().addUpdate(Update.newBuilder()
                .setPath(path("/interfaces/interface[name=eth1/1/1]/config/description")).setVal(TypedValue.newBuilder()
                        .setJsonIetfVal(com.google.protobuf.ByteString.copyFrom(new byte[]{'"', 'g', (byte) 0xC3, 0x28, '"'})))).build()));
        cases.put("Set, ASCII value", v -> set(SetRequest.newBuilder().addUpdate(Update.newBuilder().setPath(path(MTU))
                .setVal(TypedValue.newBuilder().setAsciiVal("mtu 4000"))).build()));
        cases.put("Set, no value", v -> set(SetRequest.newBuilder().addUpdate(Update.newBuilder().setPath(path(MTU))).build()));
        cases.put("Set, truncated protobuf", v -> raw(gNMIGrpc.getSetMethod(), Arrays.copyOf(set, set.length - 5)));
        cases.put("Get, bytes that are no protobuf", v -> raw(gNMIGrpc.getGetMethod(), new byte[]{(byte) 0xff, 0x00, 0x12}));
        cases.put("Subscribe, unknown key", v -> subscribe(SubscriptionList.newBuilder()
                .addSubscription(Subscription.newBuilder().setPath(path("/interfaces/interface[id=1]")))));
        cases.put("Subscribe, BYTES encoding", v -> subscribe(SubscriptionList.newBuilder().setEncoding(Encoding.BYTES)
                .addSubscription(Subscription.newBuilder().setPath(path(MTU)))));

        var answers = new LinkedHashMap<String, String>();
        cases.forEach((name, c) -> answers.put(name, c.apply(null)));

        assertThat(answers).containsExactly(
                Map.entry("Get, garbage path element", "INVALID_ARGUMENT"),
                Map.entry("Get, unknown key", "INVALID_ARGUMENT"),
                Map.entry("Get, key of the wrong type", "INVALID_ARGUMENT"),
                Map.entry("Get, path not served", "UNIMPLEMENTED"),
                Map.entry("Get, ASCII encoding", "UNIMPLEMENTED"),
                Map.entry("Set, garbage path element", "ABORTED/INVALID_ARGUMENT"),
                Map.entry("Set, unknown key", "ABORTED/INVALID_ARGUMENT"),
                Map.entry("Set, element not in the schema", "ABORTED/NOT_FOUND"),
                Map.entry("Set, wrong JSON type", "ABORTED/INVALID_ARGUMENT"),
                Map.entry("Set, value out of range", "ABORTED/INVALID_ARGUMENT"),
                Map.entry("Set, JSON that does not parse", "ABORTED/INVALID_ARGUMENT"),
                Map.entry("Set, description with a NUL", "ABORTED/INVALID_ARGUMENT"),
                Map.entry("Set, JSON that is not UTF-8", "ABORTED/INVALID_ARGUMENT"),
                Map.entry("Set, ASCII value", "ABORTED/UNIMPLEMENTED"),
                Map.entry("Set, no value", "ABORTED/INVALID_ARGUMENT"),
                Map.entry("Set, truncated protobuf", "INVALID_ARGUMENT"),
                Map.entry("Get, bytes that are no protobuf", "INVALID_ARGUMENT"),
                Map.entry("Subscribe, unknown key", "INVALID_ARGUMENT"),
                Map.entry("Subscribe, BYTES encoding", "UNIMPLEMENTED"));
        assertThat(sw.persisted()).isEqualTo(persisted);
        assertThat(sw.read(MTU).asInt()).isEqualTo(9100);
        assertThat(sw.read("/interfaces/interface[name=eth1/1/1]/config/description").asText()).doesNotContain("\u0000", "\uFFFD");
    }

    /** A Set's refusal as the client received it: its code and description. */
    private static StatusRuntimeException refusal(SetRequest request) {
        try {
            admin.set(request);
            throw new AssertionError("the Set was accepted");
        } catch (StatusRuntimeException e) {
            return e;
        }
    }

    @Test
    void anErrorAboutAHugeRequestReachesTheClientBoundedAndTheConnectionGoesOn() {
        String persisted = sw.persisted();
        var unknownKeys = new StringBuilder("{\"mtu\": 4000");
        for (int i = 0; i < 1000; i++) {
            unknownKeys.append(", \"no-such-leaf-").append(i).append("\": ").append(i);
        }
        String longName = "eth" + "9".repeat(70_000);
        var longPath = Path.newBuilder();
        for (int i = 0; i < 100_000; i++) {
            longPath.addElem(PathElem.newBuilder().setName("e" + i));
        }
        var requests = new LinkedHashMap<String, SetRequest>();
        requests.put("1,000 unknown keys", SetRequest.newBuilder()
                .addUpdate(update("/interfaces/interface[name=eth1/1/1]/config", unknownKeys + "}")).build());
        requests.put("a 70 KB key value", SetRequest.newBuilder()
                .addUpdate(update("/interfaces/interface[name=" + longName + "]/config/mtu", "4000")).build());
        requests.put("a 100,000-element path", SetRequest.newBuilder().addUpdate(Update.newBuilder().setPath(longPath)
                .setVal(TypedValue.newBuilder().setJsonIetfVal(com.google.protobuf.ByteString.copyFromUtf8("1")))).build());

        requests.forEach((what, request) -> {
            var e = refusal(request);
            assertThat(e.getStatus().getCode()).as(what).isNotIn(Status.Code.INTERNAL, Status.Code.UNKNOWN,
                    Status.Code.RESOURCE_EXHAUSTED, Status.Code.UNAVAILABLE);
            assertThat(e.getStatus().getDescription()).as(what).hasSizeLessThanOrEqualTo(io.nosagent.api.gnmi.ErrorText.MAX_CHARS);
            // The same connection answers the next call at once.
            assertThat(get(GetRequest.newBuilder().addPath(path(MTU)).build())).as("a Get after " + what).isEqualTo("OK");
        });
        assertThat(refusal(requests.get("1,000 unknown keys")).getStatus().getDescription())
                .as("the first offending leaves named, the rest counted")
                .contains("no-such-leaf-0").contains("and 995 more problems");
        assertThat(sw.persisted()).isEqualTo(persisted);
        assertThat(sw.read(MTU).asInt()).isEqualTo(9100);
    }
}
