package io.nosagent.sai.bringup;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.store.key.PriorityGroupKey;
import io.nosagent.sai.store.key.QueueKey;
import io.nosagent.sai.store.key.QueueType;
import io.nosagent.sai.store.key.SchedulerGroupKey;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.Test;

import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class SwitchBringUpTest {

    @Test
    void everyPortListsTheQueuesPriorityGroupsAndSchedulerGroupsTheSwitchBuilt() {
        var asic = new VirtualAsic(new PlatformLoader().load("rtsw"));

        SwitchHandle sw = new SwitchBringUp(asic, asic.platform()).bringUp();

        assertThat(sw.portObjects()).hasSize(34).containsOnlyKeys(sw.portsByName().keySet());
        var port = sw.portObjects().get("eth1/1/1");
        assertThat(port.portId()).isEqualTo(sw.portId("eth1/1/1").orElseThrow());
        assertThat(port.queues().keySet()).containsExactlyElementsOf(
                IntStream.range(0, 8).mapToObj(i -> new QueueKey("eth1/1/1", QueueType.UNICAST, i)).toList());
        assertThat(port.priorityGroups().keySet()).containsExactlyElementsOf(
                IntStream.range(0, 8).mapToObj(i -> new PriorityGroupKey("eth1/1/1", i)).toList());
        assertThat(port.schedulerGroups()).hasSize(9).containsKeys(new SchedulerGroupKey("eth1/1/1", 0, 0),
                new SchedulerGroupKey("eth1/1/1", 1, 0), new SchedulerGroupKey("eth1/1/1", 1, 7));
        assertThat(port.queues().values()).allSatisfy(q -> assertThat(asic.objectTypeOf(q)).isEqualTo(ObjectType.QUEUE));
        assertThat(port.systemPortId()).isZero();
        assertThat(sw.systemPorts()).isEmpty();
    }

    @Test
    void onAVoqSwitchEveryPortHasItsSystemPortAndItsVoqs() {
        var asic = new VirtualAsic(new PlatformLoader().load("ctsw"));

        SwitchHandle sw = new SwitchBringUp(asic, asic.platform()).bringUp();

        assertThat(sw.systemPorts()).hasSize(sw.portsByName().size());
        sw.portObjects().forEach((name, port) -> {
            assertThat(asic.objectTypeOf(port.systemPortId())).isEqualTo(ObjectType.SYSTEM_PORT);
            assertThat(port.queues()).containsKey(new QueueKey(name, QueueType.UNICAST_VOQ, 0))
                    .containsKey(new QueueKey(name, QueueType.UNICAST, 0));
        });
    }
}
