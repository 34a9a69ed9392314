package io.nosagent.sai.bringup;

import io.nosagent.sai.AttrCapability;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.ForwardingSai;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatus;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.capability.AgentFeature;
import io.nosagent.sai.capability.Support;
import io.nosagent.sai.meta.SchedulerGroupAttr;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.trace.TracingSai;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bring-up on SAIs that answer less: it reads only the attributes {@link BringUpReads} declares, and a
 * SAI that does not answer an optional one (the scheduler groups' LEVEL, as the third-party SAI of the
 * issue did) is worked around, asked once, never a failed boot.
 */
class BringUpOnAnySaiTest {

    private static List<SaiCall> bringUp(Sai backend, VirtualAsic asic, List<SaiCall> calls) {
        new SwitchBringUp(TracingSai.recordingInto(backend, calls), asic.platform()).bringUp();
        return calls;
    }

    /** The regression guard: a new read of an optional attribute must be declared, with its fallback. */
    @ParameterizedTest
    @ValueSource(strings = {"rtsw", "ctsw", "rtsw:minimal", "ctsw:minimal"})
    void bringUpReadsNoAttributeOutsideItsDeclaredList(String platform) {
        var asic = new VirtualAsic(new PlatformLoader().load(platform));

        var gets = bringUp(asic, asic, new ArrayList<>()).stream().filter(c -> c.operation() == SaiOperation.GET).toList();

        var read = gets.stream().flatMap(c -> c.specs().stream()).distinct().toList();
        assertThat(read).as("attributes bring-up read on %s", platform).isSubsetOf(BringUpReads.declared());
        assertThat(read).containsAll(BringUpReads.REQUIRED);
    }

    @Test
    void onTheMinimalPersonalityTheSwitchComesUpWithoutSchedulerGroupsAndNeverAsksTheirLevel() {
        var asic = new VirtualAsic(new PlatformLoader().load("rtsw:minimal"));
        var calls = new ArrayList<SaiCall>();

        var sw = new SwitchBringUp(TracingSai.recordingInto(asic, calls), asic.platform()).bringUp();

        var port = sw.portObjects().get("eth1/1/1");
        assertThat(port.queues()).hasSize(8);
        assertThat(port.priorityGroups()).hasSize(8);
        assertThat(port.schedulerGroups()).isEmpty();
        assertThat(calls).noneMatch(c -> c.specs().contains(SchedulerGroupAttr.LEVEL));
        var objects = sw.capabilities().of(AgentFeature.SWITCH_OBJECTS);
        assertThat(objects.support()).isEqualTo(Support.FALLBACK);
        assertThat(objects.how()).isEqualTo("scheduler groups not adopted (no feature programs them)");
        assertThat(objects.evidence()).containsExactly("GET SAI_SCHEDULER_GROUP_ATTR_LEVEL: not implemented (attribute capability)");
    }

    /**
     * The boot abort: a SAI that answers no capability query and NOT_IMPLEMENTED to the GET of
     * SCHEDULER_GROUP LEVEL. The GET is tried once, on the first group of the first port, and never again.
     */
    @ParameterizedTest
    @ValueSource(strings = {"rtsw:minimal", "ctsw:minimal"})
    void aSaiWithoutCapabilityQueriesIsAskedARefusedReadOnceAndTheSwitchComesUp(String platform) {
        var asic = new VirtualAsic(new PlatformLoader().load(platform));
        var calls = new ArrayList<SaiCall>();

        bringUp(new WithoutCapabilityQueries(asic), asic, calls);

        var refused = calls.stream().filter(c -> !c.status().isSuccess()).toList();
        assertThat(refused).hasSize(1);
        assertThat(refused.getFirst().specs()).containsExactly(SchedulerGroupAttr.LEVEL);
        assertThat(refused.getFirst().status()).isEqualTo(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED));
        assertThat(calls.stream().filter(c -> c.specs().contains(SchedulerGroupAttr.LEVEL))).hasSize(1);
    }

    @Test
    void onTheFullPersonalityEveryPortObjectIsReadAndNothingFallsBack() {
        var asic = new VirtualAsic(new PlatformLoader().load("ctsw"));

        var sw = new SwitchBringUp(asic, asic.platform()).bringUp();

        assertThat(sw.portObjects().get("eth1/1/1").schedulerGroups()).hasSize(9);
        assertThat(sw.systemPorts()).hasSize(64);
        assertThat(sw.capabilities().of(AgentFeature.SWITCH_OBJECTS).support()).isEqualTo(Support.NATIVE);
    }

    /** An older library: every capability query is NOT_IMPLEMENTED. */
    private static final class WithoutCapabilityQueries extends ForwardingSai {
        WithoutCapabilityQueries(Sai delegate) {
            super(delegate);
        }

        @Override
        public AttrCapability attributeCapability(long switchId, ObjectType type, AttrSpec attr) {
            throw refused(type);
        }

        @Override
        public List<Integer> enumValuesCapability(long switchId, ObjectType type, AttrSpec attr) {
            throw refused(type);
        }

        @Override
        public long objectAvailability(long switchId, ObjectType type, List<? extends io.nosagent.sai.Attribute> attrs) {
            throw refused(type);
        }

        private static SaiException refused(ObjectType type) {
            return SaiException.of(SaiStatus.of(SaiStatusCode.NOT_IMPLEMENTED), SaiOperation.QUERY, type, "no capability queries");
        }
    }
}
