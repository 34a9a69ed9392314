package io.nosagent.sai.vasic.dataplane;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.AclCounterAttr;
import io.nosagent.sai.meta.AclEntryAttr;
import io.nosagent.sai.meta.AclTableAttr;
import io.nosagent.sai.meta.AclTableGroupMemberAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.RouterInterfaceAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SaiMetadata;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.vasic.dataplane.acl.AclCounter;
import io.nosagent.sai.vasic.dataplane.acl.AclMatch;
import io.nosagent.sai.vasic.dataplane.acl.AclRule;
import io.nosagent.sai.vasic.dataplane.acl.AclTable;
import io.nosagent.sai.vasic.dataplane.acl.AclVerdict;
import io.nosagent.sai.vasic.dataplane.acl.AclBinding;
import io.nosagent.sai.vasic.dataplane.balance.UdfGroup;
import io.nosagent.sai.vasic.dataplane.route.Forwarder;
import io.nosagent.sai.vasic.packet.Ip;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Compiles the ACL stages: ACL counters (kept per id, so counts survive), tables of the INGRESS and
 * EGRESS stages with their entries, table groups (members in ascending PRIORITY, so the highest-priority
 * table is applied last and wins a conflict), and where they are bound: the switch, each port, each
 * port's router interface, by INGRESS_ACL for the ingress stage and EGRESS_ACL for the egress stage. A
 * table is evaluated only at the stage it is bound for (the SAI rules refuse any other binding). Tables
 * of other stages (PRE_INGRESS, MACSEC) are accepted and not evaluated, which the log says once.
 */
final class AclCompiler {

    private static final Logger LOG = LoggerFactory.getLogger(AclCompiler.class);
    /** Entry attribute ids at or above this are actions (SAI_ACL_ENTRY_ATTR_ACTION_START). */
    private static final int ACTION_START = AclEntryAttr.ACTION_REDIRECT.id();

    private final DataPlane plane;
    private final SaiMirror mirror;
    private final ForwardingCompiler forwarding;
    private final Map<Long, AclCounter> counters = new HashMap<>();
    private final Set<Long> warned = new HashSet<>();
    private AclBinding switchIngress = AclBinding.NONE;
    private AclBinding switchEgress = AclBinding.NONE;

    AclCompiler(DataPlane plane, SaiMirror mirror, ForwardingCompiler forwarding) {
        this.plane = plane;
        this.mirror = mirror;
        this.forwarding = forwarding;
    }

    AclBinding switchIngress() {
        return switchIngress;
    }

    AclBinding switchEgress() {
        return switchEgress;
    }

    AclCounter counter(long oid) {
        return counters.get(oid);
    }

    Iterable<AclCounter> counters() {
        return counters.values();
    }

    void rebuild() {
        for (var c : mirror.all(ObjectType.ACL_COUNTER)) {
            counters.computeIfAbsent(c.oid, oid -> new AclCounter());
        }
        counters.keySet().retainAll(mirror.all(ObjectType.ACL_COUNTER).stream().map(h -> h.oid).toList());
        var ingress = new HashMap<Long, AclTable>();
        var egress = new HashMap<Long, AclTable>();
        for (var t : mirror.all(ObjectType.ACL_TABLE)) {
            int stage = (int) mirror.number(t.oid, AclTableAttr.ACL_STAGE, -1);
            switch (stage) {
                case SaiEnums.AclStage.INGRESS -> ingress.put(t.oid, compileTable(t.oid, false));
                case SaiEnums.AclStage.EGRESS -> egress.put(t.oid, compileTable(t.oid, true));
                default -> warnOnce(t.oid, "stage " + SaiEnums.AclStage.ENUM.nameOf(stage).orElse(String.valueOf(stage))
                        + " is not simulated; the table is never looked up");
            }
        }
        long sw = plane.switchOid();
        switchIngress = binding(mirror.oid(sw, SwitchAttr.INGRESS_ACL), ingress);
        switchEgress = binding(mirror.oid(sw, SwitchAttr.EGRESS_ACL), egress);
        for (SwitchPort port : plane.ports()) {
            port.ingressAcl = binding(mirror.oid(port.oid(), PortAttr.INGRESS_ACL), ingress);
            port.egressAcl = binding(mirror.oid(port.oid(), PortAttr.EGRESS_ACL), egress);
            long rif = port.routerInterface == null ? 0 : port.routerInterface.oid();
            port.rifIngressAcl = rif == 0 ? AclBinding.NONE : binding(mirror.oid(rif, RouterInterfaceAttr.INGRESS_ACL), ingress);
            port.rifEgressAcl = rif == 0 ? AclBinding.NONE : binding(mirror.oid(rif, RouterInterfaceAttr.EGRESS_ACL), egress);
        }
    }

    /** The tables an *_ACL attribute binds (of that attribute's stage): one table, or a group's tables in member priority order. */
    private AclBinding binding(long oid, Map<Long, AclTable> tables) {
        if (oid == 0) {
            return AclBinding.NONE;
        }
        if (mirror.typeOf(oid) == ObjectType.ACL_TABLE) {
            AclTable t = tables.get(oid);
            return t == null ? AclBinding.NONE : new AclBinding(new AclTable[]{t});
        }
        var members = new ArrayList<SaiMirror.Held>();
        for (var m : mirror.all(ObjectType.ACL_TABLE_GROUP_MEMBER)) {
            if (mirror.oid(m.oid, AclTableGroupMemberAttr.ACL_TABLE_GROUP_ID) == oid) {
                members.add(m);
            }
        }
        members.sort(Comparator.comparingLong((SaiMirror.Held m) -> mirror.number(m.oid, AclTableGroupMemberAttr.PRIORITY, 0))
                .thenComparingLong(m -> m.oid));
        var bound = new ArrayList<AclTable>();
        for (var m : members) {
            AclTable t = tables.get(mirror.oid(m.oid, AclTableGroupMemberAttr.ACL_TABLE_ID));
            if (t != null) {
                bound.add(t);
            }
        }
        return new AclBinding(bound.toArray(new AclTable[0]));
    }

    private AclTable compileTable(long table, boolean egress) {
        var entries = new ArrayList<SaiMirror.Held>();
        for (var e : mirror.all(ObjectType.ACL_ENTRY)) {
            if (mirror.oid(e.oid, AclEntryAttr.TABLE_ID) == table && mirror.bool(e.oid, AclEntryAttr.ADMIN_STATE, true)) {
                entries.add(e);
            }
        }
        entries.sort(Comparator.comparingLong((SaiMirror.Held e) -> -mirror.number(e.oid, AclEntryAttr.PRIORITY, 0))
                .thenComparingLong(e -> e.oid));
        var rules = new AclRule[entries.size()];
        for (int i = 0; i < rules.length; i++) {
            rules[i] = compileEntry(table, entries.get(i), egress);
        }
        return new AclTable(table, rules);
    }

    private AclRule compileEntry(long table, SaiMirror.Held entry, boolean egress) {
        var matches = new ArrayList<AclMatch>();
        int action = AclVerdict.NONE;
        int setTc = -1;
        int setDscp = -1;
        AclCounter counter = null;
        Forwarder redirect = null;
        for (var e : entry.attributes.entrySet()) {
            int id = e.getKey();
            AttrValue v = e.getValue();
            if (v instanceof AttrValue.AclField f && f.enable()) {
                matches.add(match(table, entry.oid, id, f, egress));
            } else if (v instanceof AttrValue.AclAction a && a.enable() && id >= ACTION_START) {
                if (egress && (id == AclEntryAttr.ACTION_SET_TC.id() || id == AclEntryAttr.ACTION_REDIRECT.id())) {
                    // The queue and the next hop are chosen before the egress stage.
                    warnOnce(entry.oid, "action " + name(id) + " in an egress table is not simulated; ignored");
                } else if (id == AclEntryAttr.ACTION_PACKET_ACTION.id()) {
                    action = packetAction(ForwardingCompiler.intOf(a.parameter()));
                } else if (id == AclEntryAttr.ACTION_SET_TC.id()) {
                    setTc = ForwardingCompiler.intOf(a.parameter());
                } else if (id == AclEntryAttr.ACTION_SET_DSCP.id()) {
                    setDscp = ForwardingCompiler.intOf(a.parameter());
                } else if (id == AclEntryAttr.ACTION_COUNTER.id() && a.parameter() instanceof AttrValue.Oid(long c)) {
                    counter = counters.get(c);
                } else if (id == AclEntryAttr.ACTION_REDIRECT.id() && a.parameter() instanceof AttrValue.Oid(long target)) {
                    redirect = forwarding.compiled(target);
                } else {
                    warnOnce(entry.oid, "action " + name(id) + " is not simulated; ignored");
                }
            }
        }
        return new AclRule(entry.oid, (int) mirror.number(entry.oid, AclEntryAttr.PRIORITY, 0),
                matches.toArray(new AclMatch[0]), action, setTc, setDscp, counter, redirect);
    }

    private AclMatch match(long table, long entry, int id, AttrValue.AclField f, boolean egress) {
        int udfIndex = id - AclEntryAttr.USER_DEFINED_FIELD_GROUP_MIN.id();
        if (udfIndex >= 0 && id <= AclEntryAttr.USER_DEFINED_FIELD_GROUP_MAX.id()) {
            var tableAttr = SaiMetadata.attribute(ObjectType.ACL_TABLE, AclTableAttr.USER_DEFINED_FIELD_GROUP_MIN.id() + udfIndex);
            UdfGroup group = tableAttr.isPresent() ? forwarding.udfGroup(mirror.oid(table, tableAttr.get())) : null;
            if (group == null) {
                return unsupported(entry, name(id) + " without a UDF group bound on the table");
            }
            int[] data = f.data() instanceof AttrValue.U8List d ? d.values() : new int[0];
            int[] mask = f.mask() instanceof AttrValue.U8List m ? m.values() : new int[0];
            return new AclMatch.Udf(group, data, mask);
        }
        if (id == AclEntryAttr.FIELD_DSCP.id()) {
            return numeric(AclMatch.Field.DSCP, f, 0x3F);
        } else if (id == AclEntryAttr.FIELD_ECN.id()) {
            return numeric(AclMatch.Field.ECN, f, 0x3);
        } else if (id == AclEntryAttr.FIELD_IP_PROTOCOL.id()) {
            return numeric(AclMatch.Field.IP_PROTOCOL, f, 0xFF);
        } else if (id == AclEntryAttr.FIELD_L4_SRC_PORT.id()) {
            return numeric(AclMatch.Field.L4_SRC_PORT, f, 0xFFFF);
        } else if (id == AclEntryAttr.FIELD_L4_DST_PORT.id()) {
            return numeric(AclMatch.Field.L4_DST_PORT, f, 0xFFFF);
        } else if (id == AclEntryAttr.FIELD_BTH_OPCODE.id()) {
            return numeric(AclMatch.Field.BTH_OPCODE, f, 0xFF);
        } else if (id == AclEntryAttr.FIELD_TTL.id()) {
            return numeric(AclMatch.Field.TTL, f, 0xFF);
        } else if (id == AclEntryAttr.FIELD_TC.id()) {
            return numeric(AclMatch.Field.TC, f, 0xFF);
        } else if (id == AclEntryAttr.FIELD_SRC_IP.id() || id == AclEntryAttr.FIELD_DST_IP.id()
                || id == AclEntryAttr.FIELD_SRC_IPV6.id() || id == AclEntryAttr.FIELD_DST_IPV6.id()) {
            return address(id == AclEntryAttr.FIELD_SRC_IP.id() || id == AclEntryAttr.FIELD_SRC_IPV6.id(), f);
        } else if (id == AclEntryAttr.FIELD_IN_PORT.id() && f.data() instanceof AttrValue.Oid(long port)) {
            return new AclMatch.InPorts(portSet(new long[]{port}));
        } else if (id == AclEntryAttr.FIELD_IN_PORTS.id() && f.data() instanceof AttrValue.OidList ports) {
            return new AclMatch.InPorts(portSet(ports.values()));
        } else if (egress && id == AclEntryAttr.FIELD_OUT_PORT.id() && f.data() instanceof AttrValue.Oid(long port)) {
            return new AclMatch.OutPorts(portSet(new long[]{port}));
        } else if (egress && id == AclEntryAttr.FIELD_OUT_PORTS.id() && f.data() instanceof AttrValue.OidList ports) {
            return new AclMatch.OutPorts(portSet(ports.values()));
        }
        return unsupported(entry, "match field " + name(id) + " is not simulated; the entry never matches");
    }

    private static AclMatch numeric(AclMatch.Field field, AttrValue.AclField f, int full) {
        return new AclMatch.Numeric(field, ForwardingCompiler.intOf(f.data()), f.mask() == null ? full : ForwardingCompiler.intOf(f.mask()));
    }

    private static AclMatch address(boolean source, AttrValue.AclField f) {
        InetAddress data = switch (f.data()) {
            case AttrValue.Ipv4(var a) -> a;
            case AttrValue.Ipv6(var a) -> a;
            default -> null;
        };
        InetAddress mask = switch (f.mask()) {
            case AttrValue.Ipv4(var a) -> a;
            case AttrValue.Ipv6(var a) -> a;
            case null, default -> null;
        };
        boolean ipv6 = data != null && data.getAddress().length == 16;
        long maskHi = mask == null ? (ipv6 ? -1L : 0) : Ip.hi(mask);
        long maskLo = mask == null ? (ipv6 ? -1L : 0xFFFF_FFFFL) : Ip.lo(mask);
        return new AclMatch.Address(source, ipv6, data == null ? 0 : Ip.hi(data), data == null ? 0 : Ip.lo(data), maskHi, maskLo);
    }

    private boolean[] portSet(long[] oids) {
        var ports = new boolean[plane.ports().size()];
        for (long oid : oids) {
            SwitchPort p = plane.portByOid(oid);
            if (p != null) {
                ports[p.index()] = true;
            }
        }
        return ports;
    }

    private AclMatch unsupported(long entry, String why) {
        warnOnce(entry, why);
        return new AclMatch.Unsupported(why);
    }

    private static int packetAction(int sai) {
        return switch (sai) {
            case SaiEnums.PacketAction.DROP, SaiEnums.PacketAction.DENY -> AclVerdict.DROP;
            case SaiEnums.PacketAction.TRAP -> AclVerdict.TO_CPU;
            default -> AclVerdict.FORWARD;
        };
    }

    /** Logs once per ACL object (entry or table) what the simulator leaves out. */
    private void warnOnce(long object, String why) {
        if (warned.add(object)) {
            LOG.warn("{} 0x{}: {}", mirror.typeOf(object), Long.toHexString(object), why);
        }
    }

    private static String name(int id) {
        return SaiMetadata.attribute(ObjectType.ACL_ENTRY, id).map(AttrSpec::name).orElse("attribute " + id);
    }

    /** The agent set an ACL counter's PACKETS or BYTES (normally to 0 to clear it). */
    void counterSet(long oid, Attribute attr) {
        AclCounter c = counters.get(oid);
        if (c == null || !(attr.value() instanceof AttrValue.U64(long v))) {
            return;
        }
        if (attr.spec().id() == AclCounterAttr.PACKETS.id()) {
            c.resetPackets(v);
        } else if (attr.spec().id() == AclCounterAttr.BYTES.id()) {
            c.resetBytes(v);
        }
    }
}
