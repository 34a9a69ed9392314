package io.nosagent.agent.gnmi;

import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import io.grpc.CallOptions;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.reflection.v1.ServerReflectionGrpc;
import io.grpc.reflection.v1.ServerReflectionRequest;
import io.grpc.reflection.v1.ServerReflectionResponse;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.StreamObserver;
import io.nosagent.agent.gnmi.rpc.WireFormat;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.gNMIGrpc;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The service on the wire: server reflection describes gNMI; bytes that are not a request are the client's error. */
class WireTest {

    @TempDir
    Path state;
    GnmiAgent sw;

    @BeforeEach
    void start() {
        sw = GnmiAgent.start(state);
    }

    @AfterEach
    void stop() {
        sw.close();
    }

    @Test
    void serverReflectionListsGnmiAndServesItsProtoFile() throws Exception {
        var listed = reflect(ServerReflectionRequest.newBuilder().setListServices("").build());
        assertThat(listed.getListServicesResponse().getServiceList()).extracting(s -> s.getName()).contains("gnmi.gNMI");

        var file = reflect(ServerReflectionRequest.newBuilder().setFileContainingSymbol("gnmi.gNMI").build());
        var names = file.getFileDescriptorResponse().getFileDescriptorProtoList().stream()
                .map(b -> parse(b.toByteArray()).getName()).toList();
        assertThat(names).contains("github.com/openconfig/gnmi/proto/gnmi/gnmi.proto",
                "github.com/openconfig/gnmi/proto/gnmi_ext/gnmi_ext.proto");
    }

    @Test
    void aTruncatedRequestIsInvalidAndChangesNothing() throws Exception {
        String before = sw.agent.intent().store().restartView().orElseThrow();
        byte[] whole = SetRequest.newBuilder()
                .addUpdate(GnmiAgent.update("/interfaces/interface[name=eth1/1/1]/config/mtu", "4000")).build().toByteArray();
        byte[] truncated = java.util.Arrays.copyOf(whole, whole.length - 7);
        var raw = gNMIGrpc.getSetMethod().toBuilder(WireFormat.BYTES, WireFormat.BYTES).build();

        var e = catchThrowableOfType(StatusRuntimeException.class,
                () -> ClientCalls.blockingUnaryCall(sw.admin().channel(), raw, CallOptions.DEFAULT, truncated));

        assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(sw.agent.intent().store().restartView().orElseThrow()).isEqualTo(before);
    }

    private ServerReflectionResponse reflect(ServerReflectionRequest request) throws Exception {
        var answer = new CompletableFuture<ServerReflectionResponse>();
        var requests = ServerReflectionGrpc.newStub(sw.viewer().channel()).serverReflectionInfo(new StreamObserver<>() {
            @Override
            public void onNext(ServerReflectionResponse r) {
                answer.complete(r);
            }

            @Override
            public void onError(Throwable t) {
                answer.completeExceptionally(t);
            }

            @Override
            public void onCompleted() {
            }
        });
        requests.onNext(request);
        var r = answer.get(10, TimeUnit.SECONDS);
        requests.onCompleted();
        return r;
    }

    private static FileDescriptorProto parse(byte[] bytes) {
        try {
            return FileDescriptorProto.parseFrom(bytes);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

}
