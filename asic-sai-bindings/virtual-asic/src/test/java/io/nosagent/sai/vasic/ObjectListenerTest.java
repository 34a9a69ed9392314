package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.EntryKey;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouteEntryAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.PlatformLoader;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The hook the data plane compiles its tables from: every change, in order, with the store as of the change. */
class ObjectListenerTest {

    /** Writes each event as a line, as a simulator would apply it. */
    private static final class Journal implements ObjectListener {
        final List<String> events = new ArrayList<>();

        @Override
        public void objectCreated(long oid, ObjectType type, List<Attribute> attributes) {
            events.add("created " + type + " " + attributes.size());
        }

        @Override
        public void objectChanged(long oid, ObjectType type, Attribute attribute) {
            events.add("changed " + type + " " + attribute);
        }

        @Override
        public void objectRemoved(long oid, ObjectType type) {
            events.add("removed " + type);
        }

        @Override
        public void entryCreated(EntryKey key, List<Attribute> attributes) {
            events.add("created " + key + " " + attributes);
        }

        @Override
        public void entryChanged(EntryKey key, Attribute attribute) {
            events.add("changed " + key + " " + attribute);
        }

        @Override
        public void entryRemoved(EntryKey key) {
            events.add("removed " + key);
        }
    }

    @Test
    void createSwitchAnnouncesTheSwitchThenEverythingItBuilt() {
        var journal = new Journal();
        try (var asic = new VirtualAsic(new PlatformLoader().load("rtsw"))) {
            asic.addObjectListener(journal);
            asic.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));

            assertThat(journal.events.getFirst()).startsWith("created SWITCH");
            assertThat(journal.events.stream().filter(e -> e.startsWith("created PORT"))).hasSize(35);
            assertThat(journal.events.stream().filter(e -> e.startsWith("created QUEUE"))).hasSize(35 * 8);
            assertThat(journal.events).hasSize(asic.objects(ObjectType.PORT).size() + asic.objects(ObjectType.QUEUE).size()
                    + asic.objects(ObjectType.SCHEDULER_GROUP).size() + asic.objects(ObjectType.INGRESS_PRIORITY_GROUP).size() + 5);
        }
    }

    @Test
    void routeProgrammingArrivesAsOrderedEntryEvents() throws Exception {
        try (var t = TestSwitch.of("rtsw")) {
            long a = t.ecmpGroup(2);
            long b = t.group();
            var journal = new Journal();
            var registration = t.asic.addObjectListener(journal);

            t.createRoute("10.1.0.0/16", a);
            t.asic.set(t.route("10.1.0.0/16"), RouteEntryAttr.NEXT_HOP_ID.oid(b));
            t.asic.remove(t.route("10.1.0.0/16"));
            registration.close();
            t.createRoute("10.2.0.0/16", a);

            assertThat(journal.events).containsExactly(
                    "created route 10.1.0.0/16 vr 0x" + Long.toHexString(t.defaultRouter()) + " [SAI_ROUTE_ENTRY_ATTR_NEXT_HOP_ID=Oid[0x" + Long.toHexString(a) + "]]",
                    "changed route 10.1.0.0/16 vr 0x" + Long.toHexString(t.defaultRouter()) + " SAI_ROUTE_ENTRY_ATTR_NEXT_HOP_ID=Oid[0x" + Long.toHexString(b) + "]",
                    "removed route 10.1.0.0/16 vr 0x" + Long.toHexString(t.defaultRouter()));
        }
    }

    @Test
    void aLinkFaultArrivesAsAnOperStatusChange() {
        try (var t = TestSwitch.of("rtsw")) {
            long port = t.port(4);
            t.asic.set(ObjectType.PORT, port, PortAttr.ADMIN_STATE.bool(true));
            var journal = new Journal();
            t.asic.addObjectListener(journal);

            t.asic.setLinkPresent(port, false);

            assertThat(journal.events).containsExactly("changed PORT " + PortAttr.OPER_STATUS.s32(SaiEnums.PortOperStatus.DOWN));
        }
    }

    @Test
    void aListenerSeesTheStoreAsOfItsEvent() {
        try (var t = TestSwitch.of("rtsw")) {
            long group = t.ecmpGroup(1);
            var seen = new ArrayList<AttrValue>();
            t.asic.addObjectListener(new ObjectListener() {
                @Override
                public void entryCreated(EntryKey key, List<Attribute> attributes) {
                    seen.add(t.asic.value(key, RouteEntryAttr.NEXT_HOP_ID));
                    seen.add(new AttrValue.U32(t.asic.referenceCount(group)));
                }
            });

            t.createRoute("10.1.0.0/16", group);

            assertThat(seen).containsExactly(new AttrValue.Oid(group), new AttrValue.U32(2)); // its member and the new route
        }
    }

    @Test
    void aFailingListenerDoesNotUndoTheChange() {
        try (var t = TestSwitch.of("rtsw")) {
            t.asic.addObjectListener(new ObjectListener() {
                @Override
                public void entryCreated(EntryKey key, List<Attribute> attributes) {
                    throw new IllegalStateException("simulator bug");
                }
            });

            t.createRoute("10.1.0.0/16", 0);

            assertThat(t.asic.entries(ObjectType.ROUTE_ENTRY)).containsExactly(t.route("10.1.0.0/16"));
        }
    }
}
