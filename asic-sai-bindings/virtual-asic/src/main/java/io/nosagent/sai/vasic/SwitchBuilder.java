package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.HashAttr;
import io.nosagent.sai.meta.IngressPriorityGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.QueueAttr;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SchedulerGroupAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.SystemPortAttr;
import io.nosagent.sai.platform.Platform;

import java.util.ArrayList;
import java.util.List;

/**
 * What create_switch builds from the {@link Platform}, as a vendor SAI builds it from its chip:
 * <ul>
 *   <li>the CPU port (always up) with {@code queuesPerPort} MULTICAST queues parented to the port;</li>
 *   <li>per front-panel port, in panel order: the PORT (HW_LANE_LIST, SPEED, SUPPORTED_SPEED = the
 *       profile speed and half of it, FEC NONE/RS, admin down), a two-level scheduler hierarchy (one
 *       level-0 root group parented to the port with one level-1 group per queue, each holding exactly
 *       that queue, so a scheduler profile can be set per queue or on the root for the port), the
 *       UNICAST queues 0..n-1 and the ingress priority groups 0..n-1;</li>
 *   <li>the default virtual router, the default ECMP and LAG hashes on SRC_IP, DST_IP, IP_PROTOCOL,
 *       L4_SRC_PORT, L4_DST_PORT, and the default trap group;</li>
 *   <li>on a VOQ platform, per front-panel port a LOCAL SYSTEM_PORT (CONFIG_INFO from the request's
 *       SYSTEM_PORT_CONFIG_LIST, else derived: port id = panel index + 1, core 0, core port = panel
 *       index + 1) with its UNICAST_VOQ queues;</li>
 *   <li>the switch's read-only attributes describing all of it and the platform's table sizes.</li>
 * </ul>
 * Ids are reserved before anything is stored so every object is announced complete: the switch
 * first, then each port before its scheduler groups, queues and priority groups.
 */
final class SwitchBuilder {

    /** Largest frame a port forwards (the common 9K-jumbo ASIC limit). */
    static final int PORT_MAX_MTU = 9412;

    private static final int[] DEFAULT_HASH_FIELDS = {
            SaiEnums.NativeHashField.SRC_IP, SaiEnums.NativeHashField.DST_IP, SaiEnums.NativeHashField.IP_PROTOCOL,
            SaiEnums.NativeHashField.L4_SRC_PORT, SaiEnums.NativeHashField.L4_DST_PORT};

    private final Platform platform;
    private final ObjectTable table;

    SwitchBuilder(Platform platform, ObjectTable table) {
        this.platform = platform;
        this.table = table;
    }

    /** Builds the switch from checked create attributes (call order); fails before storing anything. */
    long build(Attribute[] requested) {
        boolean voq = platform.switchType() == Platform.SwitchType.VOQ;
        int platformType = voq ? SaiEnums.SwitchType.VOQ : SaiEnums.SwitchType.NPU;
        int typeAt = indexOf(requested, SwitchAttr.TYPE);
        if (typeAt >= 0 && requested[typeAt].value() instanceof AttrValue.S32(int type) && type != platformType) {
            throw Violation.at(SaiStatusCode.INVALID_ATTR_VALUE, typeAt, requested[typeAt].spec(),
                    "platform " + platform.name() + " is a " + platform.switchType() + " switch");
        }
        List<AttrValue.SystemPortConfig> systemPortConfigs = voq ? systemPortConfigs(requested) : List.of();

        int ports = platform.ports().size();
        long sw = table.allocate(ObjectType.SWITCH);
        long cpu = table.allocate(ObjectType.PORT);
        long[] frontPanel = allocate(ObjectType.PORT, ports);
        long router = table.allocate(ObjectType.VIRTUAL_ROUTER);
        long ecmpHash = table.allocate(ObjectType.HASH);
        long lagHash = table.allocate(ObjectType.HASH);
        long trapGroup = table.allocate(ObjectType.HOSTIF_TRAP_GROUP);
        long[] systemPorts = allocate(ObjectType.SYSTEM_PORT, voq ? ports : 0);

        var attrs = new ArrayList<>(List.of(requested));
        if (typeAt < 0) {
            attrs.add(SwitchAttr.TYPE.s32(platformType));
        }
        if (voq) {
            addIfAbsent(attrs, SwitchAttr.SWITCH_ID.u32(0));
            addIfAbsent(attrs, SwitchAttr.MAX_SYSTEM_CORES.u32(1));
            addIfAbsent(attrs, SwitchAttr.SYSTEM_PORT_CONFIG_LIST.of(new AttrValue.SystemPortConfigList(systemPortConfigs)));
            attrs.add(SwitchAttr.NUMBER_OF_SYSTEM_PORTS.u32(ports));
            attrs.add(SwitchAttr.SYSTEM_PORT_LIST.oids(systemPorts));
        }
        attrs.addAll(describeSwitch(cpu, frontPanel, router, ecmpHash, lagHash, trapGroup));
        table.insert(sw, ObjectType.SWITCH, attrs.toArray(new Attribute[0]), true);

        insertCpuPort(cpu);
        for (int i = 0; i < ports; i++) {
            insertPort(frontPanel[i], platform.ports().get(i), voq ? systemPorts[i] : 0);
        }
        table.insert(router, ObjectType.VIRTUAL_ROUTER, new Attribute[0], true);
        table.insert(ecmpHash, ObjectType.HASH, new Attribute[]{HashAttr.NATIVE_HASH_FIELD_LIST.s32s(DEFAULT_HASH_FIELDS)}, true);
        table.insert(lagHash, ObjectType.HASH, new Attribute[]{HashAttr.NATIVE_HASH_FIELD_LIST.s32s(DEFAULT_HASH_FIELDS)}, true);
        table.insert(trapGroup, ObjectType.HOSTIF_TRAP_GROUP, new Attribute[0], true);
        for (int i = 0; i < systemPorts.length; i++) {
            insertSystemPort(systemPorts[i], frontPanel[i], systemPortConfigs.get(i));
        }
        return sw;
    }

    private List<Attribute> describeSwitch(long cpu, long[] ports, long router, long ecmpHash, long lagHash, long trapGroup) {
        var caps = platform.capacities();
        int queues = platform.queuesPerPort();
        return List.of(
                SwitchAttr.NUMBER_OF_ACTIVE_PORTS.u32(ports.length),
                SwitchAttr.MAX_NUMBER_OF_SUPPORTED_PORTS.u32(ports.length),
                SwitchAttr.PORT_LIST.oids(ports),
                SwitchAttr.CPU_PORT.oid(cpu),
                SwitchAttr.PORT_MAX_MTU.u32(PORT_MAX_MTU),
                SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID.oid(router),
                SwitchAttr.ECMP_HASH.oid(ecmpHash),
                SwitchAttr.LAG_HASH.oid(lagHash),
                SwitchAttr.DEFAULT_TRAP_GROUP.oid(trapGroup),
                SwitchAttr.NUMBER_OF_UNICAST_QUEUES.u32(queues),
                SwitchAttr.NUMBER_OF_MULTICAST_QUEUES.u32(0),
                SwitchAttr.NUMBER_OF_QUEUES.u32(queues),
                SwitchAttr.NUMBER_OF_CPU_QUEUES.u32(queues),
                SwitchAttr.QOS_MAX_NUMBER_OF_TRAFFIC_CLASSES.u8(queues),
                SwitchAttr.QOS_MAX_NUMBER_OF_SCHEDULER_GROUP_HIERARCHY_LEVELS.u32(2),
                SwitchAttr.QOS_MAX_NUMBER_OF_SCHEDULER_GROUPS_PER_HIERARCHY_LEVEL.u32s(1, queues),
                SwitchAttr.QOS_MAX_NUMBER_OF_CHILDS_PER_SCHEDULER_GROUP.u32(queues),
                SwitchAttr.TOTAL_BUFFER_SIZE.u64(platform.buffer().totalBytes() / 1024),
                SwitchAttr.SHARED_BUFFER_CELL_SIZE.u32(platform.buffer().cellBytes()),
                SwitchAttr.L3_ROUTE_TABLE_SIZE.u32((long) caps.ipv4Routes() + caps.ipv6Routes()),
                SwitchAttr.L3_NEIGHBOR_TABLE_SIZE.u32(caps.neighbors()),
                SwitchAttr.NUMBER_OF_ECMP_GROUPS.u32(caps.nextHopGroups()),
                SwitchAttr.ON_LINK_ROUTE_SUPPORTED.bool(true));
    }

    private void insertCpuPort(long cpu) {
        int n = platform.queuesPerPort();
        long[] queues = allocate(ObjectType.QUEUE, n);
        table.insert(cpu, ObjectType.PORT, new Attribute[]{
                PortAttr.TYPE.s32(SaiEnums.PortType.CPU),
                PortAttr.HW_LANE_LIST.u32s(),
                PortAttr.ADMIN_STATE.bool(true),
                PortAttr.QOS_NUMBER_OF_QUEUES.u32(n),
                PortAttr.QOS_QUEUE_LIST.oids(queues),
                PortAttr.QOS_NUMBER_OF_SCHEDULER_GROUPS.u32(0),
                PortAttr.QOS_SCHEDULER_GROUP_LIST.oids(),
                PortAttr.NUMBER_OF_INGRESS_PRIORITY_GROUPS.u32(0),
                PortAttr.INGRESS_PRIORITY_GROUP_LIST.oids()}, true);
        for (int k = 0; k < n; k++) {
            insertQueue(queues[k], SaiEnums.QueueType.MULTICAST, cpu, k, cpu);
        }
    }

    private void insertPort(long port, Platform.PortSpec spec, long systemPort) {
        int n = platform.queuesPerPort();
        int pgs = platform.priorityGroupsPerPort();
        long root = table.allocate(ObjectType.SCHEDULER_GROUP);
        long[] leaves = allocate(ObjectType.SCHEDULER_GROUP, n);
        long[] queues = allocate(ObjectType.QUEUE, n);
        long[] priorityGroups = allocate(ObjectType.INGRESS_PRIORITY_GROUP, pgs);
        long[] groups = new long[n + 1];
        groups[0] = root;
        System.arraycopy(leaves, 0, groups, 1, n);

        var attrs = new ArrayList<>(List.of(
                PortAttr.TYPE.s32(SaiEnums.PortType.LOGICAL),
                PortAttr.HW_LANE_LIST.u32s(spec.lanes().stream().mapToLong(Integer::longValue).toArray()),
                PortAttr.SPEED.u32(spec.speedMbps()),
                PortAttr.SUPPORTED_SPEED.u32s(spec.speedMbps() / 2, spec.speedMbps()),
                PortAttr.SUPPORTED_FEC_MODE.s32s(SaiEnums.PortFecMode.NONE, SaiEnums.PortFecMode.RS),
                PortAttr.QOS_NUMBER_OF_QUEUES.u32(n),
                PortAttr.QOS_QUEUE_LIST.oids(queues),
                PortAttr.QOS_NUMBER_OF_SCHEDULER_GROUPS.u32(groups.length),
                PortAttr.QOS_SCHEDULER_GROUP_LIST.oids(groups),
                PortAttr.NUMBER_OF_INGRESS_PRIORITY_GROUPS.u32(pgs),
                PortAttr.INGRESS_PRIORITY_GROUP_LIST.oids(priorityGroups)));
        if (systemPort != 0) {
            attrs.add(PortAttr.SYSTEM_PORT.oid(systemPort));
        }
        table.insert(port, ObjectType.PORT, attrs.toArray(new Attribute[0]), true);

        insertSchedulerGroup(root, port, 0, n, port);
        for (int k = 0; k < n; k++) {
            insertSchedulerGroup(leaves[k], port, 1, 1, root);
        }
        for (int k = 0; k < n; k++) {
            insertQueue(queues[k], SaiEnums.QueueType.UNICAST, port, k, leaves[k]);
        }
        for (int k = 0; k < pgs; k++) {
            table.insert(priorityGroups[k], ObjectType.INGRESS_PRIORITY_GROUP, new Attribute[]{
                    IngressPriorityGroupAttr.PORT.oid(port),
                    IngressPriorityGroupAttr.INDEX.u8(k)}, true);
        }
    }

    private void insertSchedulerGroup(long group, long port, int level, int maxChildren, long parent) {
        table.insert(group, ObjectType.SCHEDULER_GROUP, new Attribute[]{
                SchedulerGroupAttr.PORT_ID.oid(port),
                SchedulerGroupAttr.LEVEL.u8(level),
                SchedulerGroupAttr.MAX_CHILDS.u8(maxChildren),
                SchedulerGroupAttr.PARENT_NODE.oid(parent)}, true);
    }

    private void insertQueue(long queue, int type, long port, int index, long parent) {
        table.insert(queue, ObjectType.QUEUE, new Attribute[]{
                QueueAttr.TYPE.s32(type),
                QueueAttr.PORT.oid(port),
                QueueAttr.INDEX.u8(index),
                QueueAttr.PARENT_SCHEDULER_NODE.oid(parent)}, true);
    }

    private void insertSystemPort(long systemPort, long port, AttrValue.SystemPortConfig config) {
        int n = (int) config.numVoq();
        long[] voqs = allocate(ObjectType.QUEUE, n);
        table.insert(systemPort, ObjectType.SYSTEM_PORT, new Attribute[]{
                SystemPortAttr.CONFIG_INFO.of(config),
                SystemPortAttr.TYPE.s32(SaiEnums.SystemPortType.LOCAL),
                SystemPortAttr.PORT.oid(port),
                SystemPortAttr.QOS_NUMBER_OF_VOQS.u32(n),
                SystemPortAttr.QOS_VOQ_LIST.oids(voqs)}, true);
        for (int k = 0; k < n; k++) {
            // SAI's QUEUE PORT takes a PORT only, so a VOQ names the local port its system port stands for.
            insertQueue(voqs[k], SaiEnums.QueueType.UNICAST_VOQ, port, k, port);
        }
    }

    /** The request's SYSTEM_PORT_CONFIG_LIST (one per front-panel port) or one derived from the platform. */
    private List<AttrValue.SystemPortConfig> systemPortConfigs(Attribute[] requested) {
        int ports = platform.ports().size();
        int at = indexOf(requested, SwitchAttr.SYSTEM_PORT_CONFIG_LIST);
        if (at >= 0) {
            var given = ((AttrValue.SystemPortConfigList) requested[at].value()).configs();
            if (given.size() != ports) {
                throw Violation.at(SaiStatusCode.INVALID_ATTR_VALUE, at, requested[at].spec(),
                        "needs one system port per front-panel port (" + ports + "), got " + given.size());
            }
            for (var c : given) {
                if (c.numVoq() < 1 || c.numVoq() > 0xFF) {
                    throw Violation.at(SaiStatusCode.INVALID_ATTR_VALUE, at, requested[at].spec(),
                            "system port " + c.portId() + " asks for " + c.numVoq() + " VOQs; 1..255 supported");
                }
            }
            return given;
        }
        int switchIdAt = indexOf(requested, SwitchAttr.SWITCH_ID);
        long switchId = switchIdAt < 0 ? 0 : ((AttrValue.U32) requested[switchIdAt].value()).value();
        var derived = new ArrayList<AttrValue.SystemPortConfig>();
        for (int i = 0; i < ports; i++) {
            var p = platform.ports().get(i);
            derived.add(new AttrValue.SystemPortConfig(i + 1, switchId, 0, i + 1, p.speedMbps(), platform.queuesPerPort()));
        }
        return derived;
    }

    private long[] allocate(ObjectType type, int n) {
        long[] ids = new long[n];
        for (int i = 0; i < n; i++) {
            ids[i] = table.allocate(type);
        }
        return ids;
    }

    private static void addIfAbsent(List<Attribute> attrs, Attribute attr) {
        for (Attribute a : attrs) {
            if (a.spec().id() == attr.spec().id()) {
                return;
            }
        }
        attrs.add(attr);
    }

    private static int indexOf(Attribute[] attrs, AttrSpec spec) {
        for (int i = 0; i < attrs.length; i++) {
            if (attrs[i].spec().id() == spec.id()) {
                return i;
            }
        }
        return -1;
    }
}
