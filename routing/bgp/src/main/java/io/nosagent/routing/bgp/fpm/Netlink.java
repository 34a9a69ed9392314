package io.nosagent.routing.bgp.fpm;

/** The rtnetlink constants the FPM messages use (linux/rtnetlink.h, linux/nexthop.h). */
final class Netlink {

    static final int FPM_HEADER = 4;
    static final int FPM_VERSION = 1;
    static final int FPM_TYPE_NETLINK = 1;
    /** nlmsghdr: length, type, flags, sequence, port id. */
    static final int NLMSG_HEADER = 16;
    /** rtmsg: family, dst_len, src_len, tos, table, protocol, scope, type, flags. */
    static final int RTMSG = 12;
    /** nhmsg: family, scope, protocol, reserved, flags. */
    static final int NHMSG = 8;
    /** rtnexthop: length, flags, hops (weight - 1), ifindex. */
    static final int RTNEXTHOP = 8;
    /** nexthop_grp: id, weight - 1, two reserved. */
    static final int NEXTHOP_GRP = 8;
    static final int RTA_HEADER = 4;

    static final int RTM_NEWROUTE = 24;
    static final int RTM_DELROUTE = 25;
    static final int RTM_NEWNEXTHOP = 104;
    static final int RTM_DELNEXTHOP = 105;

    static final int RTA_DST = 1;
    static final int RTA_OIF = 4;
    static final int RTA_GATEWAY = 5;
    static final int RTA_MULTIPATH = 9;
    static final int RTA_TABLE = 15;
    static final int RTA_NH_ID = 30;

    static final int NHA_ID = 1;
    static final int NHA_GROUP = 2;
    static final int NHA_BLACKHOLE = 4;
    static final int NHA_OIF = 5;
    static final int NHA_GATEWAY = 6;

    static final int AF_INET = 2;
    static final int AF_INET6 = 10;

    /** rtm_flags: the route is offloaded to hardware. */
    static final int RTM_F_OFFLOAD = 0x4000;
    static final int NLM_F_REQUEST = 0x1;

    static final int RT_TABLE_MAIN = 254;
    static final int RTPROT_BGP = 186;

    private Netlink() {
    }

    /** {@code n} rounded up to netlink's 4-byte alignment. */
    static int align(int n) {
        return (n + 3) & ~3;
    }
}
