package io.nosagent.agent.gnmi;

import io.nosagent.qos.QosFeature;
import io.nosagent.config.intent.qos.QosIntent;
import com.fasterxml.jackson.databind.JsonNode;
import com.google.protobuf.Duration;
import com.google.protobuf.InvalidProtocolBufferException;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.nosagent.api.gnmi.proto.Commit;
import io.nosagent.api.gnmi.proto.CommitCancel;
import io.nosagent.api.gnmi.proto.CommitRequest;
import io.nosagent.api.gnmi.proto.Extension;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.api.gnmi.proto.SetResponse;
import io.nosagent.config.intent.qos.Headroom;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.BufferProfileAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.IngressPriorityGroupStat;
import io.nosagent.sai.meta.QueueStat;
import io.nosagent.sai.stats.PortCounter;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
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

/**
 * QoS over gNMI on the RTSW example, which is lossless with the shipped profile: per-queue counters and
 * watermarks under OpenConfig's interface queues, PFC per priority, priority groups and pools under
 * nosagent-qos, all from the counter snapshot; QoS config through Set, refused with the exact path and
 * nothing changed, and rolled back by commit-confirmed.
 */
class QosGnmiTest {

    static final String QOS = "/qos";
    static final String ETH1 = QOS + "/interfaces/interface[interface-id=eth1/1/1]";

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

    private JsonNode read(String p) {
        return value(sw.viewer().get(get(p)).getNotification(0).getUpdate(0).getVal());
    }

    private long oid(io.nosagent.sai.store.key.HostKey<?> key) {
        return sw.agent.saiStore().oidOf(key).orElseThrow();
    }

    /** Waits for a poll after the counters moved: the queue's packets read back as {@code packets}. */
    private void awaitSnapshot(long packets) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            if (read(ETH1 + "/output/queues/queue[name=rdma]/state/transmit-pkts").asLong() == packets) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no snapshot with the counted packets");
    }

    @Test
    void queuePfcPriorityGroupAndPoolStateComeFromTheCounters() throws Exception {
        var counters = sw.asic().counters();
        long queue = oid(new QueueKey("eth1/1/1", QueueType.UNICAST, 2));
        counters.add(queue, QueueStat.PACKETS, 1000);
        counters.add(queue, QueueStat.BYTES, 4_158_000);
        counters.add(queue, QueueStat.WRED_ECN_MARKED_PACKETS, 40);
        counters.add(queue, QueueStat.WRED_ECN_MARKED_BYTES, 166_320);
        counters.of(queue).raiseTo(QueueStat.WATERMARK_BYTES, 524_288);
        long group = oid(new PriorityGroupKey("eth1/1/1", 2));
        counters.of(group).set(IngressPriorityGroupStat.XOFF_ROOM_CURR_OCCUPANCY_BYTES, 8316);
        counters.of(group).raiseTo(IngressPriorityGroupStat.XOFF_ROOM_WATERMARK_BYTES, 41_580);
        long port = sw.agent.switchHandle().portId("eth1/1/1").orElseThrow();
        counters.add(port, PortCounter.pfcTxFrames(2), 12);
        counters.add(port, PortCounter.pfcTxPauseMicros(2), 300);
        long pool = sw.agent.feature(QosFeature.class).states().poolIds().get("ingress-lossless");
        counters.of(pool).set(io.nosagent.sai.meta.BufferPoolStat.CURR_OCCUPANCY_BYTES, 2_000_000);
        awaitSnapshot(1000);

        JsonNode rdma = read(ETH1 + "/output/queues/queue[name=rdma]/state");
        assertThat(rdma.path("openconfig-qos:transmit-octets").asText()).isEqualTo("4158000");
        assertThat(rdma.path("openconfig-qos:ecn-marked-pkts").asText()).isEqualTo("40");
        assertThat(rdma.path("openconfig-qos:max-queue-len").asText()).isEqualTo("524288");
        assertThat(read(ETH1 + "/output/queues/queue[name=default]/state/transmit-pkts").asText()).isEqualTo("0");
        assertThat(read(ETH1 + "/nosagent-qos:pfc/state/headroom").asText())
                .isEqualTo(Long.toString(Headroom.xoffBytes(400_000, 3, 9100, 254)));
        assertThat(read(ETH1 + "/nosagent-qos:pfc/state/cable-length").asInt()).as("applied config").isEqualTo(3);
        JsonNode priority2 = read(ETH1 + "/nosagent-qos:pfc/priorities/priority[index=2]/state");
        assertThat(priority2.path("nosagent-qos:enabled").asBoolean()).isTrue();
        assertThat(priority2.path("nosagent-qos:counters").path("tx-pause-frames").asText()).isEqualTo("12");
        assertThat(priority2.path("nosagent-qos:counters").path("tx-pause-duration").asText()).isEqualTo("300");
        assertThat(read(ETH1 + "/nosagent-qos:pfc/priorities/priority[index=3]/state/enabled").asBoolean()).isFalse();
        JsonNode pg = read(ETH1 + "/nosagent-qos:priority-groups/priority-group[index=2]/state");
        assertThat(pg.path("nosagent-qos:lossless").asBoolean()).isTrue();
        assertThat(pg.path("nosagent-qos:counters").path("headroom-occupancy").asText()).isEqualTo("8316");
        assertThat(pg.path("nosagent-qos:counters").path("headroom-watermark").asText()).isEqualTo("41580");
        assertThat(read(ETH1 + "/nosagent-qos:priority-groups/priority-group[index=0]/state/lossless").asBoolean()).isFalse();
        JsonNode ingress = read(QOS + "/nosagent-qos:buffer-pools/buffer-pool[name=ingress-lossless]/state");
        assertThat(ingress.path("nosagent-qos:occupancy").asText()).isEqualTo("2000000");
        assertThat(ingress.path("nosagent-qos:shared-size").asText()).isEqualTo(Long.toString((50L << 20) - 3_878_912));
        assertThat(ingress.path("nosagent-qos:type").asText()).as("applied config").isEqualTo("ingress");
    }

    @Test
    void dscp64IsRefusedWithItsPathAndNothingChanges() throws Exception {
        String before = sw.agent.intent().store().restartView().orElseThrow();
        var qos = QosIntent.of(sw.agent.intent().current());
        var request = SetRequest.newBuilder().addUpdate(update(QOS
                + "/classifiers/classifier[name=dscp]/terms/term[id=rdma]/conditions/ipv4/config/dscp-set", "[50, 64]")).build();

        var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(request));

        assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
        assertThat(details(e).getResponse(0).getMessage().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT.value());
        assertThat(e.getStatus().getDescription()).contains("/openconfig-qos:qos/classifiers/classifier[name=dscp]/terms"
                + "/term[id=rdma]/conditions/ipv4/config/dscp-set: 64 is out of range 0..63");
        assertThat(QosIntent.of(sw.agent.intent().current())).isEqualTo(qos);
        assertThat(sw.agent.intent().store().restartView().orElseThrow()).isEqualTo(before);
    }

    @Test
    void aLongerCableCommittedWithConfirmGrowsTheHeadroomAndCancelPutsItBack() {
        String cable = ETH1 + "/nosagent-qos:pfc/config/cable-length";
        long group = oid(new PriorityGroupKey("eth1/1/1", 2));
        sw.admin().set(SetRequest.newBuilder().addUpdate(update(cable, "50")).addExtension(commit("c1")).build());

        assertThat(xoff(group)).isEqualTo(Headroom.xoffBytes(400_000, 50, 9100, 254));
        assertThat(read(ETH1 + "/nosagent-qos:pfc/state/headroom").asLong()).isEqualTo(Headroom.xoffBytes(400_000, 50, 9100, 254));

        sw.admin().set(SetRequest.newBuilder().addExtension(Extension.newBuilder().setCommit(Commit.newBuilder().setId("c1")
                .setCancel(CommitCancel.getDefaultInstance()))).build());

        assertThat(xoff(group)).isEqualTo(Headroom.xoffBytes(400_000, 3, 9100, 254));
        assertThat(read(cable).asInt()).isEqualTo(3);
    }

    private long xoff(long group) {
        long profile = ((AttrValue.Oid) sw.agent.sai().get(ObjectType.INGRESS_PRIORITY_GROUP, group,
                IngressPriorityGroupAttr.BUFFER_PROFILE)).value();
        return ((AttrValue.U64) sw.agent.sai().get(ObjectType.BUFFER_PROFILE, profile, BufferProfileAttr.XOFF_TH)).value();
    }

    private static Extension commit(String id) {
        return Extension.newBuilder().setCommit(Commit.newBuilder().setId(id).setCommit(CommitRequest.newBuilder()
                .setRollbackDuration(Duration.newBuilder().setSeconds(600)))).build();
    }

    private static SetResponse details(StatusRuntimeException e) {
        try {
            return StatusProto.fromThrowable(e).getDetails(0).unpack(SetResponse.class);
        } catch (InvalidProtocolBufferException ex) {
            throw new AssertionError(ex);
        }
    }
}
