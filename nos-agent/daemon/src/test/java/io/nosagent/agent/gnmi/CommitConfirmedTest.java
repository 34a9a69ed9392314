package io.nosagent.agent.gnmi;

import com.google.protobuf.Duration;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.Commit;
import io.nosagent.api.gnmi.proto.CommitCancel;
import io.nosagent.api.gnmi.proto.CommitConfirm;
import io.nosagent.api.gnmi.proto.CommitRequest;
import io.nosagent.api.gnmi.proto.CommitSetRollbackDuration;
import io.nosagent.api.gnmi.proto.Extension;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SubscriptionList;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.PortAttr;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.update;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The commit-confirmed extension: one pending commit, confirm, cancel, rollback on expiry. */
class CommitConfirmedTest {

    static final String MTU = "/interfaces/interface[name=eth1/1/1]/config/mtu";

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

    private static Extension commit(String id, long rollbackMillis) {
        return Extension.newBuilder().setCommit(Commit.newBuilder().setId(id).setCommit(CommitRequest.newBuilder()
                .setRollbackDuration(Duration.newBuilder().setSeconds(rollbackMillis / 1000)
                        .setNanos((int) (rollbackMillis % 1000) * 1_000_000)))).build();
    }

    private static Extension confirm(String id) {
        return Extension.newBuilder().setCommit(Commit.newBuilder().setId(id).setConfirm(CommitConfirm.getDefaultInstance())).build();
    }

    private static Extension cancel(String id) {
        return Extension.newBuilder().setCommit(Commit.newBuilder().setId(id).setCancel(CommitCancel.getDefaultInstance())).build();
    }

    private void setMtuConfirmed(String id, int mtu, long rollbackMillis) {
        sw.admin().set(SetRequest.newBuilder().addUpdate(update(MTU, Integer.toString(mtu)))
                .addExtension(commit(id, rollbackMillis)).build());
    }

    private int mtu() {
        return value(sw.viewer().get(get(MTU)).getNotification(0).getUpdate(0).getVal()).asInt();
    }

    private long programmedMtu() {
        long port = sw.agent.switchHandle().portId("eth1/1/1").orElseThrow();
        return ((AttrValue.U32) sw.agent.sai().get(ObjectType.PORT, port, PortAttr.MTU)).value();
    }

    private String persistedConfig() throws Exception {
        String file = sw.agent.intent().store().restartView().orElseThrow();
        return file.substring(file.indexOf("\"config\""));
    }

    /** Whether a commit waits for confirmation, as the agent's own state says. */
    private boolean pending() {
        var r = sw.viewer().get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF)
                .addPath(GnmiAgent.path("nosagent:/agent/commit-confirm/state/pending")).build());
        return value(r.getNotification(0).getUpdate(0).getVal()).asBoolean();
    }

    private Status.Code refused(SetRequest request) {
        var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(request));
        assertThat(e).as("Set should be refused").isNotNull();
        return e.getStatus().getCode();
    }

    @Test
    void anUnconfirmedCommitRollsBackWhenItsTimerExpires() throws Exception {
        String before = persistedConfig();
        var watcher = new Subscriber(sw.viewer()).send(Subscriber.list(SubscriptionList.Mode.STREAM, Subscriber.onChange(MTU)));
        watcher.untilSync();

        setMtuConfirmed("c1", 4000, 3_000); // long enough to see it pending on a loaded machine
        assertThat(programmedMtu()).isEqualTo(4000);
        assertThat(pending()).isTrue();

        // Published after the rollback is programmed and persisted.
        watcher.nextMatching(n -> value(n.getUpdate(0).getVal()).asInt() == 9100);
        assertThat(pending()).isFalse();
        assertThat(mtu()).isEqualTo(9100);
        assertThat(programmedMtu()).isEqualTo(9100);
        assertThat(persistedConfig()).isEqualTo(before);
    }

    @Test
    void aConfirmedCommitStays() {
        setMtuConfirmed("c2", 4000, 60_000);

        sw.admin().set(SetRequest.newBuilder().addExtension(confirm("c2")).build());

        assertThat(pending()).isFalse();
        assertThat(mtu()).isEqualTo(4000);
    }

    @Test
    void cancelRollsBackAtOnce() {
        setMtuConfirmed("c3", 4000, 60_000);

        sw.admin().set(SetRequest.newBuilder().addExtension(cancel("c3")).build());

        assertThat(mtu()).isEqualTo(9100);
        assertThat(programmedMtu()).isEqualTo(9100);
    }

    @Test
    void whileACommitIsPendingOtherSetsAreFailedPrecondition() {
        setMtuConfirmed("c4", 4000, 60_000);

        assertThat(refused(SetRequest.newBuilder().addUpdate(update(MTU, "5000")).build()))
                .isEqualTo(Status.Code.FAILED_PRECONDITION);
        assertThat(refused(SetRequest.newBuilder().addUpdate(update(MTU, "5000")).addExtension(commit("c5", 60_000)).build()))
                .isEqualTo(Status.Code.FAILED_PRECONDITION);
        assertThat(mtu()).isEqualTo(4000);
    }

    @Test
    void confirmingTheWrongIdIsInvalidAndConfirmingNothingIsFailedPrecondition() {
        assertThat(refused(SetRequest.newBuilder().addExtension(confirm("nothing")).build()))
                .isEqualTo(Status.Code.FAILED_PRECONDITION);

        setMtuConfirmed("c6", 4000, 60_000);
        assertThat(refused(SetRequest.newBuilder().addExtension(confirm("c7")).build())).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(refused(SetRequest.newBuilder().addExtension(cancel("")).build())).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void theRollbackDurationCanBeResetButNotToZero() {
        setMtuConfirmed("c8", 4000, 60_000);
        var zero = Extension.newBuilder().setCommit(Commit.newBuilder().setId("c8")
                .setSetRollbackDuration(CommitSetRollbackDuration.getDefaultInstance())).build();
        assertThat(refused(SetRequest.newBuilder().addExtension(zero).build())).isEqualTo(Status.Code.INVALID_ARGUMENT);

        var longer = Extension.newBuilder().setCommit(Commit.newBuilder().setId("c8")
                .setSetRollbackDuration(CommitSetRollbackDuration.newBuilder()
                        .setRollbackDuration(Duration.newBuilder().setSeconds(3600)))).build();
        sw.admin().set(SetRequest.newBuilder().addExtension(longer).build());

        assertThat(pending()).isTrue();
    }
}
