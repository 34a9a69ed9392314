package io.nosagent.platform.gnmi;

import com.google.protobuf.Duration;
import io.nosagent.api.gnmi.proto.Commit;
import io.nosagent.api.gnmi.proto.CommitRequest;
import io.nosagent.api.gnmi.proto.Extension;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.PortAttr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static org.assertj.core.api.Assertions.assertThat;

/** Commit-confirmed on a live switch: the unconfirmed change is undone on the ASIC and on disk when its timer runs out. */
class CommitConfirmedScenarioTest {

    static final String ETH1 = "/interfaces/interface[name=eth1/1/1]";

    @TempDir
    Path dir;

    @Test
    void anUnconfirmedCommitRollsBackTheAsicAndThePersistedConfig() {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            long port = sw.agent.switchHandle().portId("eth1/1/1").orElseThrow();
            int routes = sw.onAsic(ObjectType.ROUTE_ENTRY);
            String persisted = sw.persisted();
            String before = persisted.substring(persisted.indexOf("\"config\""));
            var watch = new Watch(sw.viewer(), ETH1 + "/config/mtu");

            sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(update(ETH1 + "/config/mtu", "4000"))
                    .addUpdate(update(ETH1 + "/subinterfaces/subinterface[index=0]/ipv4/addresses/address[ip=10.99.0.1]/config",
                            "{\"prefix-length\": 24}"))
                    .addExtension(Extension.newBuilder().setCommit(Commit.newBuilder().setId("maintenance-42")
                            .setCommit(CommitRequest.newBuilder().setRollbackDuration(Duration.newBuilder().setNanos(400_000_000)))))
                    .build());
            assertThat(watch.nextChanges()).containsExactly(ETH1 + "/config/mtu = 4000");
            assertThat(mtu(sw, port)).isEqualTo(4000);
            assertThat(sw.onAsic(ObjectType.ROUTE_ENTRY)).isEqualTo(routes + 2);

            // Nobody confirms: the timer rolls it back, and telemetry says so once it is done.
            assertThat(watch.nextChanges()).containsExactly(ETH1 + "/config/mtu = 9100");

            assertThat(mtu(sw, port)).isEqualTo(9100);
            assertThat(sw.onAsic(ObjectType.ROUTE_ENTRY)).isEqualTo(routes);
            String after = sw.persisted();
            assertThat(after.substring(after.indexOf("\"config\""))).isEqualTo(before);
            assertThat(after).contains("maintenance-42").contains("rolled back");
        }
    }

    private static Extension commit(String id, long rollbackSeconds) {
        return Extension.newBuilder().setCommit(Commit.newBuilder().setId(id)
                .setCommit(CommitRequest.newBuilder().setRollbackDuration(Duration.newBuilder().setSeconds(rollbackSeconds)))).build();
    }

    @Test
    void anUnconfirmedCommitStillWaitsForConfirmationAfterTheAgentRestarts() {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            sw.admin().set(SetRequest.newBuilder().addUpdate(update(ETH1 + "/config/mtu", "4000")).addExtension(commit("c5", 40)).build());
        } // stopped before anyone confirmed

        try (var sw = GnmiSwitch.rtsw(dir)) {
            long port = sw.agent.switchHandle().portId("eth1/1/1").orElseThrow();
            assertThat(mtu(sw, port)).isEqualTo(4000);
            var refused = org.assertj.core.api.Assertions.catchThrowableOfType(io.grpc.StatusRuntimeException.class,
                    () -> sw.admin().set(SetRequest.newBuilder().addUpdate(update(ETH1 + "/config/mtu", "5000")).build()));
            assertThat(refused.getStatus().getDescription()).as("a plain Set while c5 waits")
                    .contains("commit 'c5' waits for confirmation");

            sw.admin().set(SetRequest.newBuilder().addExtension(Extension.newBuilder().setCommit(Commit.newBuilder().setId("c5")
                    .setConfirm(io.nosagent.api.gnmi.proto.CommitConfirm.getDefaultInstance()))).build());
            assertThat(mtu(sw, port)).as("confirmed: kept").isEqualTo(4000);
            assertThat(sw.read(ETH1 + "/config/mtu").asInt()).isEqualTo(4000);
        }
    }

    private static long mtu(GnmiSwitch sw, long port) {
        return ((AttrValue.U32) sw.agent.sai().get(ObjectType.PORT, port, PortAttr.MTU)).value();
    }
}
