package io.nosagent.routing.flowlets;

import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.routing.groups.GroupExtras;
import io.nosagent.routing.hash.RackWithSpines;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.meta.ArsAttr;
import io.nosagent.sai.meta.ArsProfileAttr;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.trace.SaiCall;
import io.nosagent.sai.vasic.VirtualAsic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What the flowlet programmer writes, around a stand-in group programmer: given flowlets in the intent,
 * the ARS profile, ARS object, member ports and the group's ARS object on the virtual ASIC; when the
 * intent changes, exactly the calls the change needs, in an order that never removes what a group uses.
 */
class FlowletProgrammerTest {

    private static final Flowlets ON = Flowlets.OFF.withEnabled(true);

    private RackWithSpines rack;
    private FlowletProgrammer flowlets;

    @BeforeEach
    void bringUp() {
        rack = new RackWithSpines(9);
        flowlets = new FlowletProgrammer(rack.sw().store(), rack.sw().handle());
        rack.wire(List.of(flowlets), flowlets);
        rack.bringUp(RoutingIntent.NONE);
        rack.sw().forgetCalls();
    }

    @AfterEach
    void close() {
        rack.close();
    }

    private void commit(Flowlets f) {
        rack.commitRouting(r -> r.withFlowlets(f));
    }

    private VirtualAsic asic() {
        return rack.sw().asic();
    }

    private AttrValue switchAttr(AttrSpec attr) {
        return asic().get(ObjectType.SWITCH, rack.sw().handle().switchId(), attr);
    }

    private AttrValue portAttr(String port, AttrSpec attr) {
        return asic().get(ObjectType.PORT, rack.sw().handle().portId(port).orElseThrow(), attr);
    }

    private AttrValue groupArs() {
        return asic().get(ObjectType.NEXT_HOP_GROUP, rack.groupId(), NextHopGroupAttr.ARS_OBJECT_ID);
    }

    private List<String> uplinksOfThePlatform() {
        return rack.sw().handle().platform().ports().stream()
                .filter(p -> p.role() == Platform.PortRole.UPLINK).map(Platform.PortSpec::name).toList();
    }

    /** {@code SET PORT ARS_ENABLE}, {@code REMOVE ARS}, ...: what each write did to what. */
    private List<String> writes() {
        return rack.sw().writes().stream().map(FlowletProgrammerTest::describe).toList();
    }

    private static String describe(SaiCall c) {
        String what = c.operation() + " " + c.objectType();
        if (c.operation() == SaiOperation.SET) {
            String name = c.attributes().getFirst().spec().name();
            what += " " + name.substring(name.indexOf("_ATTR_") + 6);
        }
        return what;
    }

    @Test
    void turningFlowletsOnMakesTheProfileArsAndPortsBeforeTheGroupNamesTheArsObject() {
        commit(ON);

        var writes = writes();
        assertThat(writes.getFirst()).isEqualTo("CREATE ARS_PROFILE");
        assertThat(writes.get(1)).isEqualTo("SET SWITCH ARS_PROFILE");
        assertThat(writes.subList(writes.size() - 2, writes.size())).containsExactly("CREATE ARS", "SET NEXT_HOP_GROUP ARS_OBJECT_ID");
        assertThat(writes.subList(2, writes.size() - 2)).as("four ARS attributes on each of the 18 uplinks")
                .hasSize(4 * 18).allSatisfy(w -> assertThat(w).startsWith("SET PORT ARS_"));

        long ars = asic().objects(ObjectType.ARS).getFirst();
        long profile = asic().objects(ObjectType.ARS_PROFILE).getFirst();
        assertThat(groupArs()).isEqualTo(new AttrValue.Oid(ars));
        assertThat(switchAttr(SwitchAttr.ARS_PROFILE)).isEqualTo(new AttrValue.Oid(profile));
        assertThat(asic().get(ObjectType.ARS, ars, ArsAttr.IDLE_TIME)).isEqualTo(new AttrValue.U32(256));
        assertThat(asic().get(ObjectType.ARS, ars, ArsAttr.MAX_FLOWS)).isEqualTo(new AttrValue.U32(4096));
        assertThat(asic().get(ObjectType.ARS_PROFILE, profile, ArsProfileAttr.PORT_LOAD_PAST_WEIGHT)).isEqualTo(new AttrValue.U8(70));
        assertThat(asic().get(ObjectType.ARS_PROFILE, profile, ArsProfileAttr.PORT_LOAD_FUTURE_WEIGHT)).isEqualTo(new AttrValue.U8(30));
        for (String uplink : uplinksOfThePlatform()) {
            assertThat(portAttr(uplink, PortAttr.ARS_ENABLE)).as(uplink).isEqualTo(AttrValue.Bool.TRUE);
            assertThat(portAttr(uplink, PortAttr.ARS_PORT_LOAD_SCALING_FACTOR)).as(uplink).isEqualTo(new AttrValue.U32(10));
        }
        assertThat(portAttr(RackWithSpines.downlink(0), PortAttr.ARS_ENABLE)).isEqualTo(AttrValue.Bool.FALSE);
    }

    @Test
    void changingTheIdleTimeIsOneSaiSetAndReapplyingNone() {
        commit(ON);
        rack.sw().forgetCalls();

        commit(ON.withIdleTimeMicros(512));
        assertThat(writes()).containsExactly("SET ARS IDLE_TIME");

        rack.sw().forgetCalls();
        rack.commit(rack.running());
        assertThat(rack.sw().calls()).isEmpty();
    }

    @Test
    void turningFlowletsOffTakesTheArsObjectOffTheGroupBeforeRemovingItAndResetsThePorts() {
        commit(ON);
        rack.sw().forgetCalls();

        commit(Flowlets.OFF);

        var writes = writes();
        int groupLetGo = writes.indexOf("SET NEXT_HOP_GROUP ARS_OBJECT_ID");
        assertThat(writes.subList(groupLetGo + 1, writes.size() - 3)).as("after the group let go: its member ports")
                .hasSize(4 * RackWithSpines.uplinks().size()).allSatisfy(w -> assertThat(w).startsWith("SET PORT ARS_"));
        assertThat(writes.subList(0, groupLetGo)).as("before: the uplinks in no group, ARS taken off at once")
                .hasSize(4 * (uplinksOfThePlatform().size() - RackWithSpines.uplinks().size()))
                .allSatisfy(w -> assertThat(w).startsWith("SET PORT ARS_"));
        assertThat(writes.subList(writes.size() - 3, writes.size()))
                .containsExactly("REMOVE ARS", "SET SWITCH ARS_PROFILE", "REMOVE ARS_PROFILE");
        assertThat(groupArs()).isEqualTo(AttrValue.Oid.NULL);
        assertThat(switchAttr(SwitchAttr.ARS_PROFILE)).isEqualTo(AttrValue.Oid.NULL);
        assertThat(asic().objects(ObjectType.ARS)).isEmpty();
        assertThat(asic().objects(ObjectType.ARS_PROFILE)).isEmpty();
        for (String uplink : uplinksOfThePlatform()) {
            assertThat(portAttr(uplink, PortAttr.ARS_ENABLE)).as(uplink).isEqualTo(AttrValue.Bool.FALSE);
            assertThat(portAttr(uplink, PortAttr.ARS_PORT_LOAD_SCALING_FACTOR)).as(uplink).isEqualTo(new AttrValue.U32(0));
        }
    }

    /** What a group with these members would be given, its lease given back at once. */
    private List<String> offered(Collection<String> members) {
        GroupExtras extras = flowlets.forMembers(members);
        extras.hold().release();
        return extras.attributes().stream().map(a -> a.spec().name()).toList();
    }

    @Test
    void onlyGroupsWhoseMembersAllLeaveThroughUplinksGetTheArsObjectUnlessAllGroupsAreAsked() {
        assertThat(offered(RackWithSpines.uplinks())).as("flowlets off").isEmpty();
        commit(ON);
        var mixed = new ArrayList<>(RackWithSpines.uplinks());
        mixed.add(RackWithSpines.downlink(0));

        assertThat(offered(RackWithSpines.uplinks())).containsExactly(NextHopGroupAttr.ARS_OBJECT_ID.name());
        assertThat(offered(mixed)).isEmpty();
        assertThat(offered(List.of(RackWithSpines.downlink(0), RackWithSpines.downlink(1)))).isEmpty();

        commit(ON.withGroups(Flowlets.GroupClass.ALL));

        assertThat(offered(mixed)).hasSize(1);
        assertThat(portAttr(RackWithSpines.downlink(0), PortAttr.ARS_ENABLE)).as("every port may be a member").isEqualTo(AttrValue.Bool.TRUE);
    }

    @Test
    void aGroupStillNamingTheArsObjectKeepsItAndItsPortsUntilItLetsGo() {
        commit(ON.withGroups(Flowlets.GroupClass.ALL));
        var mixed = new ArrayList<>(RackWithSpines.uplinks());
        mixed.add(RackWithSpines.downlink(0));
        GroupExtras otherGroup = flowlets.forMembers(mixed);
        assertThat(otherGroup.attributes()).hasSize(1);

        commit(ON);
        assertThat(portAttr(RackWithSpines.downlink(0), PortAttr.ARS_ENABLE)).as("still a member of a group on ARS")
                .isEqualTo(AttrValue.Bool.TRUE);
        assertThat(portAttr(RackWithSpines.downlink(1), PortAttr.ARS_ENABLE)).as("in no group on ARS")
                .isEqualTo(AttrValue.Bool.FALSE);

        commit(Flowlets.OFF);
        assertThat(asic().objects(ObjectType.ARS)).as("the other group still names it").hasSize(1);
        assertThat(asic().objects(ObjectType.ARS_PROFILE)).hasSize(1);

        rack.sw().forgetCalls();
        otherGroup.hold().release();
        assertThat(writes()).as("the last group let go").endsWith("REMOVE ARS", "SET SWITCH ARS_PROFILE", "REMOVE ARS_PROFILE");
        assertThat(portAttr(RackWithSpines.downlink(0), PortAttr.ARS_ENABLE)).isEqualTo(AttrValue.Bool.FALSE);
        assertThat(flowlets.leases()).isZero();
    }

    @Test
    void aFlowletTableTheAsicRefusesRollsBackToNoArsAtAll() {
        int beyondThePlatform = rack.sw().handle().platform().capacities().arsMaxFlows() * 2;

        assertThatThrownBy(() -> rack.commitOrRollBack(rack.running().with(RoutingIntent.SECTION, 
                RoutingIntent.of(rack.running()).withFlowlets(ON.withTableSize(beyondThePlatform))))).isInstanceOf(SaiException.class);

        assertThat(writes()).as("the profile and the ports were made before the ARS object failed")
                .contains("CREATE ARS_PROFILE", "SET PORT ARS_ENABLE", "REMOVE ARS_PROFILE");
        assertThat(asic().objects(ObjectType.ARS)).isEmpty();
        assertThat(asic().objects(ObjectType.ARS_PROFILE)).isEmpty();
        assertThat(switchAttr(SwitchAttr.ARS_PROFILE)).isEqualTo(AttrValue.Oid.NULL);
        assertThat(groupArs()).isEqualTo(AttrValue.Oid.NULL);
        for (String uplink : uplinksOfThePlatform()) {
            assertThat(portAttr(uplink, PortAttr.ARS_ENABLE)).as(uplink).isEqualTo(AttrValue.Bool.FALSE);
        }
        assertThat(offered(RackWithSpines.uplinks())).isEmpty();

        rack.sw().forgetCalls();
        commit(ON);
        assertThat(groupArs()).as("a later commit starts from a clean slate").isNotEqualTo(AttrValue.Oid.NULL);
    }

    @Test
    void theUplinksMtuAndItsArsSettingsHaveSeparateOwners() {
        commit(ON);
        rack.sw().forgetCalls();
        String uplink = RackWithSpines.uplink(0);

        rack.commit(rack.running().withInterface(rack.running().interfaceNamed(uplink).orElseThrow().withMtu(4200)));

        assertThat(writes()).containsExactly("SET PORT MTU", "SET ROUTER_INTERFACE MTU");
        assertThat(portAttr(uplink, PortAttr.ARS_ENABLE)).isEqualTo(AttrValue.Bool.TRUE);
        assertThat(portAttr(uplink, PortAttr.MTU)).isEqualTo(new AttrValue.U32(4200));
    }
}
