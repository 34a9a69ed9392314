// GENERATED from SAI 1.18.1 metadata by SaiTablesGenerator. Do not edit:
// ./mvnw -pl asic-sai-bindings/sai-model test -Dtest=GeneratedTablesMatchSharedMetadataTest -Dsai.regenerate=true
package io.nosagent.sai.meta;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatId;

import java.util.List;

/** Counters of {@code SAI_OBJECT_TYPE_PORT} ({@code sai_port_stat_t}). */
public final class PortStat {

    private PortStat() {
    }

    public static final StatId IF_IN_OCTETS = new StatId(ObjectType.PORT, 0, "SAI_PORT_STAT_IF_IN_OCTETS");
    public static final StatId IF_IN_UCAST_PKTS = new StatId(ObjectType.PORT, 1, "SAI_PORT_STAT_IF_IN_UCAST_PKTS");
    public static final StatId IF_IN_NON_UCAST_PKTS = new StatId(ObjectType.PORT, 2, "SAI_PORT_STAT_IF_IN_NON_UCAST_PKTS");
    public static final StatId IF_IN_DISCARDS = new StatId(ObjectType.PORT, 3, "SAI_PORT_STAT_IF_IN_DISCARDS");
    public static final StatId IF_IN_ERRORS = new StatId(ObjectType.PORT, 4, "SAI_PORT_STAT_IF_IN_ERRORS");
    public static final StatId IF_IN_UNKNOWN_PROTOS = new StatId(ObjectType.PORT, 5, "SAI_PORT_STAT_IF_IN_UNKNOWN_PROTOS");
    public static final StatId IF_IN_BROADCAST_PKTS = new StatId(ObjectType.PORT, 6, "SAI_PORT_STAT_IF_IN_BROADCAST_PKTS");
    public static final StatId IF_IN_MULTICAST_PKTS = new StatId(ObjectType.PORT, 7, "SAI_PORT_STAT_IF_IN_MULTICAST_PKTS");
    public static final StatId IF_IN_VLAN_DISCARDS = new StatId(ObjectType.PORT, 8, "SAI_PORT_STAT_IF_IN_VLAN_DISCARDS");
    public static final StatId IF_OUT_OCTETS = new StatId(ObjectType.PORT, 9, "SAI_PORT_STAT_IF_OUT_OCTETS");
    public static final StatId IF_OUT_UCAST_PKTS = new StatId(ObjectType.PORT, 10, "SAI_PORT_STAT_IF_OUT_UCAST_PKTS");
    public static final StatId IF_OUT_NON_UCAST_PKTS = new StatId(ObjectType.PORT, 11, "SAI_PORT_STAT_IF_OUT_NON_UCAST_PKTS");
    public static final StatId IF_OUT_DISCARDS = new StatId(ObjectType.PORT, 12, "SAI_PORT_STAT_IF_OUT_DISCARDS");
    public static final StatId IF_OUT_ERRORS = new StatId(ObjectType.PORT, 13, "SAI_PORT_STAT_IF_OUT_ERRORS");
    public static final StatId IF_OUT_QLEN = new StatId(ObjectType.PORT, 14, "SAI_PORT_STAT_IF_OUT_QLEN");
    public static final StatId IF_OUT_BROADCAST_PKTS = new StatId(ObjectType.PORT, 15, "SAI_PORT_STAT_IF_OUT_BROADCAST_PKTS");
    public static final StatId IF_OUT_MULTICAST_PKTS = new StatId(ObjectType.PORT, 16, "SAI_PORT_STAT_IF_OUT_MULTICAST_PKTS");
    public static final StatId ETHER_STATS_DROP_EVENTS = new StatId(ObjectType.PORT, 17, "SAI_PORT_STAT_ETHER_STATS_DROP_EVENTS");
    public static final StatId ETHER_STATS_MULTICAST_PKTS = new StatId(ObjectType.PORT, 18, "SAI_PORT_STAT_ETHER_STATS_MULTICAST_PKTS");
    public static final StatId ETHER_STATS_BROADCAST_PKTS = new StatId(ObjectType.PORT, 19, "SAI_PORT_STAT_ETHER_STATS_BROADCAST_PKTS");
    public static final StatId ETHER_STATS_UNDERSIZE_PKTS = new StatId(ObjectType.PORT, 20, "SAI_PORT_STAT_ETHER_STATS_UNDERSIZE_PKTS");
    public static final StatId ETHER_STATS_FRAGMENTS = new StatId(ObjectType.PORT, 21, "SAI_PORT_STAT_ETHER_STATS_FRAGMENTS");
    public static final StatId ETHER_STATS_PKTS_64_OCTETS = new StatId(ObjectType.PORT, 22, "SAI_PORT_STAT_ETHER_STATS_PKTS_64_OCTETS");
    public static final StatId ETHER_STATS_PKTS_65_TO_127_OCTETS = new StatId(ObjectType.PORT, 23, "SAI_PORT_STAT_ETHER_STATS_PKTS_65_TO_127_OCTETS");
    public static final StatId ETHER_STATS_PKTS_128_TO_255_OCTETS = new StatId(ObjectType.PORT, 24, "SAI_PORT_STAT_ETHER_STATS_PKTS_128_TO_255_OCTETS");
    public static final StatId ETHER_STATS_PKTS_256_TO_511_OCTETS = new StatId(ObjectType.PORT, 25, "SAI_PORT_STAT_ETHER_STATS_PKTS_256_TO_511_OCTETS");
    public static final StatId ETHER_STATS_PKTS_512_TO_1023_OCTETS = new StatId(ObjectType.PORT, 26, "SAI_PORT_STAT_ETHER_STATS_PKTS_512_TO_1023_OCTETS");
    public static final StatId ETHER_STATS_PKTS_1024_TO_1518_OCTETS = new StatId(ObjectType.PORT, 27, "SAI_PORT_STAT_ETHER_STATS_PKTS_1024_TO_1518_OCTETS");
    public static final StatId ETHER_STATS_PKTS_1519_TO_2047_OCTETS = new StatId(ObjectType.PORT, 28, "SAI_PORT_STAT_ETHER_STATS_PKTS_1519_TO_2047_OCTETS");
    public static final StatId ETHER_STATS_PKTS_2048_TO_4095_OCTETS = new StatId(ObjectType.PORT, 29, "SAI_PORT_STAT_ETHER_STATS_PKTS_2048_TO_4095_OCTETS");
    public static final StatId ETHER_STATS_PKTS_4096_TO_9216_OCTETS = new StatId(ObjectType.PORT, 30, "SAI_PORT_STAT_ETHER_STATS_PKTS_4096_TO_9216_OCTETS");
    public static final StatId ETHER_STATS_PKTS_9217_TO_16383_OCTETS = new StatId(ObjectType.PORT, 31, "SAI_PORT_STAT_ETHER_STATS_PKTS_9217_TO_16383_OCTETS");
    public static final StatId ETHER_STATS_OVERSIZE_PKTS = new StatId(ObjectType.PORT, 32, "SAI_PORT_STAT_ETHER_STATS_OVERSIZE_PKTS");
    public static final StatId ETHER_RX_OVERSIZE_PKTS = new StatId(ObjectType.PORT, 33, "SAI_PORT_STAT_ETHER_RX_OVERSIZE_PKTS");
    public static final StatId ETHER_TX_OVERSIZE_PKTS = new StatId(ObjectType.PORT, 34, "SAI_PORT_STAT_ETHER_TX_OVERSIZE_PKTS");
    public static final StatId ETHER_STATS_JABBERS = new StatId(ObjectType.PORT, 35, "SAI_PORT_STAT_ETHER_STATS_JABBERS");
    public static final StatId ETHER_STATS_OCTETS = new StatId(ObjectType.PORT, 36, "SAI_PORT_STAT_ETHER_STATS_OCTETS");
    public static final StatId ETHER_STATS_PKTS = new StatId(ObjectType.PORT, 37, "SAI_PORT_STAT_ETHER_STATS_PKTS");
    public static final StatId ETHER_STATS_COLLISIONS = new StatId(ObjectType.PORT, 38, "SAI_PORT_STAT_ETHER_STATS_COLLISIONS");
    public static final StatId ETHER_STATS_CRC_ALIGN_ERRORS = new StatId(ObjectType.PORT, 39, "SAI_PORT_STAT_ETHER_STATS_CRC_ALIGN_ERRORS");
    public static final StatId ETHER_STATS_TX_NO_ERRORS = new StatId(ObjectType.PORT, 40, "SAI_PORT_STAT_ETHER_STATS_TX_NO_ERRORS");
    public static final StatId ETHER_STATS_RX_NO_ERRORS = new StatId(ObjectType.PORT, 41, "SAI_PORT_STAT_ETHER_STATS_RX_NO_ERRORS");
    public static final StatId IP_IN_RECEIVES = new StatId(ObjectType.PORT, 42, "SAI_PORT_STAT_IP_IN_RECEIVES");
    public static final StatId IP_IN_OCTETS = new StatId(ObjectType.PORT, 43, "SAI_PORT_STAT_IP_IN_OCTETS");
    public static final StatId IP_IN_UCAST_PKTS = new StatId(ObjectType.PORT, 44, "SAI_PORT_STAT_IP_IN_UCAST_PKTS");
    public static final StatId IP_IN_NON_UCAST_PKTS = new StatId(ObjectType.PORT, 45, "SAI_PORT_STAT_IP_IN_NON_UCAST_PKTS");
    public static final StatId IP_IN_DISCARDS = new StatId(ObjectType.PORT, 46, "SAI_PORT_STAT_IP_IN_DISCARDS");
    public static final StatId IP_OUT_OCTETS = new StatId(ObjectType.PORT, 47, "SAI_PORT_STAT_IP_OUT_OCTETS");
    public static final StatId IP_OUT_UCAST_PKTS = new StatId(ObjectType.PORT, 48, "SAI_PORT_STAT_IP_OUT_UCAST_PKTS");
    public static final StatId IP_OUT_NON_UCAST_PKTS = new StatId(ObjectType.PORT, 49, "SAI_PORT_STAT_IP_OUT_NON_UCAST_PKTS");
    public static final StatId IP_OUT_DISCARDS = new StatId(ObjectType.PORT, 50, "SAI_PORT_STAT_IP_OUT_DISCARDS");
    public static final StatId IPV6_IN_RECEIVES = new StatId(ObjectType.PORT, 51, "SAI_PORT_STAT_IPV6_IN_RECEIVES");
    public static final StatId IPV6_IN_OCTETS = new StatId(ObjectType.PORT, 52, "SAI_PORT_STAT_IPV6_IN_OCTETS");
    public static final StatId IPV6_IN_UCAST_PKTS = new StatId(ObjectType.PORT, 53, "SAI_PORT_STAT_IPV6_IN_UCAST_PKTS");
    public static final StatId IPV6_IN_NON_UCAST_PKTS = new StatId(ObjectType.PORT, 54, "SAI_PORT_STAT_IPV6_IN_NON_UCAST_PKTS");
    public static final StatId IPV6_IN_MCAST_PKTS = new StatId(ObjectType.PORT, 55, "SAI_PORT_STAT_IPV6_IN_MCAST_PKTS");
    public static final StatId IPV6_IN_DISCARDS = new StatId(ObjectType.PORT, 56, "SAI_PORT_STAT_IPV6_IN_DISCARDS");
    public static final StatId IPV6_OUT_OCTETS = new StatId(ObjectType.PORT, 57, "SAI_PORT_STAT_IPV6_OUT_OCTETS");
    public static final StatId IPV6_OUT_UCAST_PKTS = new StatId(ObjectType.PORT, 58, "SAI_PORT_STAT_IPV6_OUT_UCAST_PKTS");
    public static final StatId IPV6_OUT_NON_UCAST_PKTS = new StatId(ObjectType.PORT, 59, "SAI_PORT_STAT_IPV6_OUT_NON_UCAST_PKTS");
    public static final StatId IPV6_OUT_MCAST_PKTS = new StatId(ObjectType.PORT, 60, "SAI_PORT_STAT_IPV6_OUT_MCAST_PKTS");
    public static final StatId IPV6_OUT_DISCARDS = new StatId(ObjectType.PORT, 61, "SAI_PORT_STAT_IPV6_OUT_DISCARDS");
    public static final StatId GREEN_WRED_DROPPED_PACKETS = new StatId(ObjectType.PORT, 62, "SAI_PORT_STAT_GREEN_WRED_DROPPED_PACKETS");
    public static final StatId GREEN_WRED_DROPPED_BYTES = new StatId(ObjectType.PORT, 63, "SAI_PORT_STAT_GREEN_WRED_DROPPED_BYTES");
    public static final StatId YELLOW_WRED_DROPPED_PACKETS = new StatId(ObjectType.PORT, 64, "SAI_PORT_STAT_YELLOW_WRED_DROPPED_PACKETS");
    public static final StatId YELLOW_WRED_DROPPED_BYTES = new StatId(ObjectType.PORT, 65, "SAI_PORT_STAT_YELLOW_WRED_DROPPED_BYTES");
    public static final StatId RED_WRED_DROPPED_PACKETS = new StatId(ObjectType.PORT, 66, "SAI_PORT_STAT_RED_WRED_DROPPED_PACKETS");
    public static final StatId RED_WRED_DROPPED_BYTES = new StatId(ObjectType.PORT, 67, "SAI_PORT_STAT_RED_WRED_DROPPED_BYTES");
    public static final StatId WRED_DROPPED_PACKETS = new StatId(ObjectType.PORT, 68, "SAI_PORT_STAT_WRED_DROPPED_PACKETS");
    public static final StatId WRED_DROPPED_BYTES = new StatId(ObjectType.PORT, 69, "SAI_PORT_STAT_WRED_DROPPED_BYTES");
    public static final StatId ECN_MARKED_PACKETS = new StatId(ObjectType.PORT, 70, "SAI_PORT_STAT_ECN_MARKED_PACKETS");
    public static final StatId ETHER_IN_PKTS_64_OCTETS = new StatId(ObjectType.PORT, 71, "SAI_PORT_STAT_ETHER_IN_PKTS_64_OCTETS");
    public static final StatId ETHER_IN_PKTS_65_TO_127_OCTETS = new StatId(ObjectType.PORT, 72, "SAI_PORT_STAT_ETHER_IN_PKTS_65_TO_127_OCTETS");
    public static final StatId ETHER_IN_PKTS_128_TO_255_OCTETS = new StatId(ObjectType.PORT, 73, "SAI_PORT_STAT_ETHER_IN_PKTS_128_TO_255_OCTETS");
    public static final StatId ETHER_IN_PKTS_256_TO_511_OCTETS = new StatId(ObjectType.PORT, 74, "SAI_PORT_STAT_ETHER_IN_PKTS_256_TO_511_OCTETS");
    public static final StatId ETHER_IN_PKTS_512_TO_1023_OCTETS = new StatId(ObjectType.PORT, 75, "SAI_PORT_STAT_ETHER_IN_PKTS_512_TO_1023_OCTETS");
    public static final StatId ETHER_IN_PKTS_1024_TO_1518_OCTETS = new StatId(ObjectType.PORT, 76, "SAI_PORT_STAT_ETHER_IN_PKTS_1024_TO_1518_OCTETS");
    public static final StatId ETHER_IN_PKTS_1519_TO_2047_OCTETS = new StatId(ObjectType.PORT, 77, "SAI_PORT_STAT_ETHER_IN_PKTS_1519_TO_2047_OCTETS");
    public static final StatId ETHER_IN_PKTS_2048_TO_4095_OCTETS = new StatId(ObjectType.PORT, 78, "SAI_PORT_STAT_ETHER_IN_PKTS_2048_TO_4095_OCTETS");
    public static final StatId ETHER_IN_PKTS_4096_TO_9216_OCTETS = new StatId(ObjectType.PORT, 79, "SAI_PORT_STAT_ETHER_IN_PKTS_4096_TO_9216_OCTETS");
    public static final StatId ETHER_IN_PKTS_9217_TO_16383_OCTETS = new StatId(ObjectType.PORT, 80, "SAI_PORT_STAT_ETHER_IN_PKTS_9217_TO_16383_OCTETS");
    public static final StatId ETHER_OUT_PKTS_64_OCTETS = new StatId(ObjectType.PORT, 81, "SAI_PORT_STAT_ETHER_OUT_PKTS_64_OCTETS");
    public static final StatId ETHER_OUT_PKTS_65_TO_127_OCTETS = new StatId(ObjectType.PORT, 82, "SAI_PORT_STAT_ETHER_OUT_PKTS_65_TO_127_OCTETS");
    public static final StatId ETHER_OUT_PKTS_128_TO_255_OCTETS = new StatId(ObjectType.PORT, 83, "SAI_PORT_STAT_ETHER_OUT_PKTS_128_TO_255_OCTETS");
    public static final StatId ETHER_OUT_PKTS_256_TO_511_OCTETS = new StatId(ObjectType.PORT, 84, "SAI_PORT_STAT_ETHER_OUT_PKTS_256_TO_511_OCTETS");
    public static final StatId ETHER_OUT_PKTS_512_TO_1023_OCTETS = new StatId(ObjectType.PORT, 85, "SAI_PORT_STAT_ETHER_OUT_PKTS_512_TO_1023_OCTETS");
    public static final StatId ETHER_OUT_PKTS_1024_TO_1518_OCTETS = new StatId(ObjectType.PORT, 86, "SAI_PORT_STAT_ETHER_OUT_PKTS_1024_TO_1518_OCTETS");
    public static final StatId ETHER_OUT_PKTS_1519_TO_2047_OCTETS = new StatId(ObjectType.PORT, 87, "SAI_PORT_STAT_ETHER_OUT_PKTS_1519_TO_2047_OCTETS");
    public static final StatId ETHER_OUT_PKTS_2048_TO_4095_OCTETS = new StatId(ObjectType.PORT, 88, "SAI_PORT_STAT_ETHER_OUT_PKTS_2048_TO_4095_OCTETS");
    public static final StatId ETHER_OUT_PKTS_4096_TO_9216_OCTETS = new StatId(ObjectType.PORT, 89, "SAI_PORT_STAT_ETHER_OUT_PKTS_4096_TO_9216_OCTETS");
    public static final StatId ETHER_OUT_PKTS_9217_TO_16383_OCTETS = new StatId(ObjectType.PORT, 90, "SAI_PORT_STAT_ETHER_OUT_PKTS_9217_TO_16383_OCTETS");
    public static final StatId IN_CURR_OCCUPANCY_BYTES = new StatId(ObjectType.PORT, 91, "SAI_PORT_STAT_IN_CURR_OCCUPANCY_BYTES");
    public static final StatId IN_WATERMARK_BYTES = new StatId(ObjectType.PORT, 92, "SAI_PORT_STAT_IN_WATERMARK_BYTES");
    public static final StatId IN_SHARED_CURR_OCCUPANCY_BYTES = new StatId(ObjectType.PORT, 93, "SAI_PORT_STAT_IN_SHARED_CURR_OCCUPANCY_BYTES");
    public static final StatId IN_SHARED_WATERMARK_BYTES = new StatId(ObjectType.PORT, 94, "SAI_PORT_STAT_IN_SHARED_WATERMARK_BYTES");
    public static final StatId OUT_CURR_OCCUPANCY_BYTES = new StatId(ObjectType.PORT, 95, "SAI_PORT_STAT_OUT_CURR_OCCUPANCY_BYTES");
    public static final StatId OUT_WATERMARK_BYTES = new StatId(ObjectType.PORT, 96, "SAI_PORT_STAT_OUT_WATERMARK_BYTES");
    public static final StatId OUT_SHARED_CURR_OCCUPANCY_BYTES = new StatId(ObjectType.PORT, 97, "SAI_PORT_STAT_OUT_SHARED_CURR_OCCUPANCY_BYTES");
    public static final StatId OUT_SHARED_WATERMARK_BYTES = new StatId(ObjectType.PORT, 98, "SAI_PORT_STAT_OUT_SHARED_WATERMARK_BYTES");
    public static final StatId IN_DROPPED_PKTS = new StatId(ObjectType.PORT, 99, "SAI_PORT_STAT_IN_DROPPED_PKTS");
    public static final StatId OUT_DROPPED_PKTS = new StatId(ObjectType.PORT, 100, "SAI_PORT_STAT_OUT_DROPPED_PKTS");
    public static final StatId PAUSE_RX_PKTS = new StatId(ObjectType.PORT, 101, "SAI_PORT_STAT_PAUSE_RX_PKTS");
    public static final StatId PAUSE_TX_PKTS = new StatId(ObjectType.PORT, 102, "SAI_PORT_STAT_PAUSE_TX_PKTS");
    public static final StatId PFC_0_RX_PKTS = new StatId(ObjectType.PORT, 103, "SAI_PORT_STAT_PFC_0_RX_PKTS");
    public static final StatId PFC_0_TX_PKTS = new StatId(ObjectType.PORT, 104, "SAI_PORT_STAT_PFC_0_TX_PKTS");
    public static final StatId PFC_1_RX_PKTS = new StatId(ObjectType.PORT, 105, "SAI_PORT_STAT_PFC_1_RX_PKTS");
    public static final StatId PFC_1_TX_PKTS = new StatId(ObjectType.PORT, 106, "SAI_PORT_STAT_PFC_1_TX_PKTS");
    public static final StatId PFC_2_RX_PKTS = new StatId(ObjectType.PORT, 107, "SAI_PORT_STAT_PFC_2_RX_PKTS");
    public static final StatId PFC_2_TX_PKTS = new StatId(ObjectType.PORT, 108, "SAI_PORT_STAT_PFC_2_TX_PKTS");
    public static final StatId PFC_3_RX_PKTS = new StatId(ObjectType.PORT, 109, "SAI_PORT_STAT_PFC_3_RX_PKTS");
    public static final StatId PFC_3_TX_PKTS = new StatId(ObjectType.PORT, 110, "SAI_PORT_STAT_PFC_3_TX_PKTS");
    public static final StatId PFC_4_RX_PKTS = new StatId(ObjectType.PORT, 111, "SAI_PORT_STAT_PFC_4_RX_PKTS");
    public static final StatId PFC_4_TX_PKTS = new StatId(ObjectType.PORT, 112, "SAI_PORT_STAT_PFC_4_TX_PKTS");
    public static final StatId PFC_5_RX_PKTS = new StatId(ObjectType.PORT, 113, "SAI_PORT_STAT_PFC_5_RX_PKTS");
    public static final StatId PFC_5_TX_PKTS = new StatId(ObjectType.PORT, 114, "SAI_PORT_STAT_PFC_5_TX_PKTS");
    public static final StatId PFC_6_RX_PKTS = new StatId(ObjectType.PORT, 115, "SAI_PORT_STAT_PFC_6_RX_PKTS");
    public static final StatId PFC_6_TX_PKTS = new StatId(ObjectType.PORT, 116, "SAI_PORT_STAT_PFC_6_TX_PKTS");
    public static final StatId PFC_7_RX_PKTS = new StatId(ObjectType.PORT, 117, "SAI_PORT_STAT_PFC_7_RX_PKTS");
    public static final StatId PFC_7_TX_PKTS = new StatId(ObjectType.PORT, 118, "SAI_PORT_STAT_PFC_7_TX_PKTS");
    public static final StatId PFC_0_RX_PAUSE_DURATION = new StatId(ObjectType.PORT, 119, "SAI_PORT_STAT_PFC_0_RX_PAUSE_DURATION");
    public static final StatId PFC_0_TX_PAUSE_DURATION = new StatId(ObjectType.PORT, 120, "SAI_PORT_STAT_PFC_0_TX_PAUSE_DURATION");
    public static final StatId PFC_1_RX_PAUSE_DURATION = new StatId(ObjectType.PORT, 121, "SAI_PORT_STAT_PFC_1_RX_PAUSE_DURATION");
    public static final StatId PFC_1_TX_PAUSE_DURATION = new StatId(ObjectType.PORT, 122, "SAI_PORT_STAT_PFC_1_TX_PAUSE_DURATION");
    public static final StatId PFC_2_RX_PAUSE_DURATION = new StatId(ObjectType.PORT, 123, "SAI_PORT_STAT_PFC_2_RX_PAUSE_DURATION");
    public static final StatId PFC_2_TX_PAUSE_DURATION = new StatId(ObjectType.PORT, 124, "SAI_PORT_STAT_PFC_2_TX_PAUSE_DURATION");
    public static final StatId PFC_3_RX_PAUSE_DURATION = new StatId(ObjectType.PORT, 125, "SAI_PORT_STAT_PFC_3_RX_PAUSE_DURATION");
    public static final StatId PFC_3_TX_PAUSE_DURATION = new StatId(ObjectType.PORT, 126, "SAI_PORT_STAT_PFC_3_TX_PAUSE_DURATION");
    public static final StatId PFC_4_RX_PAUSE_DURATION = new StatId(ObjectType.PORT, 127, "SAI_PORT_STAT_PFC_4_RX_PAUSE_DURATION");
    public static final StatId PFC_4_TX_PAUSE_DURATION = new StatId(ObjectType.PORT, 128, "SAI_PORT_STAT_PFC_4_TX_PAUSE_DURATION");
    public static final StatId PFC_5_RX_PAUSE_DURATION = new StatId(ObjectType.PORT, 129, "SAI_PORT_STAT_PFC_5_RX_PAUSE_DURATION");
    public static final StatId PFC_5_TX_PAUSE_DURATION = new StatId(ObjectType.PORT, 130, "SAI_PORT_STAT_PFC_5_TX_PAUSE_DURATION");
    public static final StatId PFC_6_RX_PAUSE_DURATION = new StatId(ObjectType.PORT, 131, "SAI_PORT_STAT_PFC_6_RX_PAUSE_DURATION");
    public static final StatId PFC_6_TX_PAUSE_DURATION = new StatId(ObjectType.PORT, 132, "SAI_PORT_STAT_PFC_6_TX_PAUSE_DURATION");
    public static final StatId PFC_7_RX_PAUSE_DURATION = new StatId(ObjectType.PORT, 133, "SAI_PORT_STAT_PFC_7_RX_PAUSE_DURATION");
    public static final StatId PFC_7_TX_PAUSE_DURATION = new StatId(ObjectType.PORT, 134, "SAI_PORT_STAT_PFC_7_TX_PAUSE_DURATION");
    public static final StatId PFC_0_RX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 135, "SAI_PORT_STAT_PFC_0_RX_PAUSE_DURATION_US");
    public static final StatId PFC_0_TX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 136, "SAI_PORT_STAT_PFC_0_TX_PAUSE_DURATION_US");
    public static final StatId PFC_1_RX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 137, "SAI_PORT_STAT_PFC_1_RX_PAUSE_DURATION_US");
    public static final StatId PFC_1_TX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 138, "SAI_PORT_STAT_PFC_1_TX_PAUSE_DURATION_US");
    public static final StatId PFC_2_RX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 139, "SAI_PORT_STAT_PFC_2_RX_PAUSE_DURATION_US");
    public static final StatId PFC_2_TX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 140, "SAI_PORT_STAT_PFC_2_TX_PAUSE_DURATION_US");
    public static final StatId PFC_3_RX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 141, "SAI_PORT_STAT_PFC_3_RX_PAUSE_DURATION_US");
    public static final StatId PFC_3_TX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 142, "SAI_PORT_STAT_PFC_3_TX_PAUSE_DURATION_US");
    public static final StatId PFC_4_RX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 143, "SAI_PORT_STAT_PFC_4_RX_PAUSE_DURATION_US");
    public static final StatId PFC_4_TX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 144, "SAI_PORT_STAT_PFC_4_TX_PAUSE_DURATION_US");
    public static final StatId PFC_5_RX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 145, "SAI_PORT_STAT_PFC_5_RX_PAUSE_DURATION_US");
    public static final StatId PFC_5_TX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 146, "SAI_PORT_STAT_PFC_5_TX_PAUSE_DURATION_US");
    public static final StatId PFC_6_RX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 147, "SAI_PORT_STAT_PFC_6_RX_PAUSE_DURATION_US");
    public static final StatId PFC_6_TX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 148, "SAI_PORT_STAT_PFC_6_TX_PAUSE_DURATION_US");
    public static final StatId PFC_7_RX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 149, "SAI_PORT_STAT_PFC_7_RX_PAUSE_DURATION_US");
    public static final StatId PFC_7_TX_PAUSE_DURATION_US = new StatId(ObjectType.PORT, 150, "SAI_PORT_STAT_PFC_7_TX_PAUSE_DURATION_US");
    public static final StatId PFC_0_ON2OFF_RX_PKTS = new StatId(ObjectType.PORT, 151, "SAI_PORT_STAT_PFC_0_ON2OFF_RX_PKTS");
    public static final StatId PFC_1_ON2OFF_RX_PKTS = new StatId(ObjectType.PORT, 152, "SAI_PORT_STAT_PFC_1_ON2OFF_RX_PKTS");
    public static final StatId PFC_2_ON2OFF_RX_PKTS = new StatId(ObjectType.PORT, 153, "SAI_PORT_STAT_PFC_2_ON2OFF_RX_PKTS");
    public static final StatId PFC_3_ON2OFF_RX_PKTS = new StatId(ObjectType.PORT, 154, "SAI_PORT_STAT_PFC_3_ON2OFF_RX_PKTS");
    public static final StatId PFC_4_ON2OFF_RX_PKTS = new StatId(ObjectType.PORT, 155, "SAI_PORT_STAT_PFC_4_ON2OFF_RX_PKTS");
    public static final StatId PFC_5_ON2OFF_RX_PKTS = new StatId(ObjectType.PORT, 156, "SAI_PORT_STAT_PFC_5_ON2OFF_RX_PKTS");
    public static final StatId PFC_6_ON2OFF_RX_PKTS = new StatId(ObjectType.PORT, 157, "SAI_PORT_STAT_PFC_6_ON2OFF_RX_PKTS");
    public static final StatId PFC_7_ON2OFF_RX_PKTS = new StatId(ObjectType.PORT, 158, "SAI_PORT_STAT_PFC_7_ON2OFF_RX_PKTS");
    public static final StatId DOT3_STATS_ALIGNMENT_ERRORS = new StatId(ObjectType.PORT, 159, "SAI_PORT_STAT_DOT3_STATS_ALIGNMENT_ERRORS");
    public static final StatId DOT3_STATS_FCS_ERRORS = new StatId(ObjectType.PORT, 160, "SAI_PORT_STAT_DOT3_STATS_FCS_ERRORS");
    public static final StatId DOT3_STATS_SINGLE_COLLISION_FRAMES = new StatId(ObjectType.PORT, 161, "SAI_PORT_STAT_DOT3_STATS_SINGLE_COLLISION_FRAMES");
    public static final StatId DOT3_STATS_MULTIPLE_COLLISION_FRAMES = new StatId(ObjectType.PORT, 162, "SAI_PORT_STAT_DOT3_STATS_MULTIPLE_COLLISION_FRAMES");
    public static final StatId DOT3_STATS_SQE_TEST_ERRORS = new StatId(ObjectType.PORT, 163, "SAI_PORT_STAT_DOT3_STATS_SQE_TEST_ERRORS");
    public static final StatId DOT3_STATS_DEFERRED_TRANSMISSIONS = new StatId(ObjectType.PORT, 164, "SAI_PORT_STAT_DOT3_STATS_DEFERRED_TRANSMISSIONS");
    public static final StatId DOT3_STATS_LATE_COLLISIONS = new StatId(ObjectType.PORT, 165, "SAI_PORT_STAT_DOT3_STATS_LATE_COLLISIONS");
    public static final StatId DOT3_STATS_EXCESSIVE_COLLISIONS = new StatId(ObjectType.PORT, 166, "SAI_PORT_STAT_DOT3_STATS_EXCESSIVE_COLLISIONS");
    public static final StatId DOT3_STATS_INTERNAL_MAC_TRANSMIT_ERRORS = new StatId(ObjectType.PORT, 167, "SAI_PORT_STAT_DOT3_STATS_INTERNAL_MAC_TRANSMIT_ERRORS");
    public static final StatId DOT3_STATS_CARRIER_SENSE_ERRORS = new StatId(ObjectType.PORT, 168, "SAI_PORT_STAT_DOT3_STATS_CARRIER_SENSE_ERRORS");
    public static final StatId DOT3_STATS_FRAME_TOO_LONGS = new StatId(ObjectType.PORT, 169, "SAI_PORT_STAT_DOT3_STATS_FRAME_TOO_LONGS");
    public static final StatId DOT3_STATS_INTERNAL_MAC_RECEIVE_ERRORS = new StatId(ObjectType.PORT, 170, "SAI_PORT_STAT_DOT3_STATS_INTERNAL_MAC_RECEIVE_ERRORS");
    public static final StatId DOT3_STATS_SYMBOL_ERRORS = new StatId(ObjectType.PORT, 171, "SAI_PORT_STAT_DOT3_STATS_SYMBOL_ERRORS");
    public static final StatId DOT3_CONTROL_IN_UNKNOWN_OPCODES = new StatId(ObjectType.PORT, 172, "SAI_PORT_STAT_DOT3_CONTROL_IN_UNKNOWN_OPCODES");
    public static final StatId EEE_TX_EVENT_COUNT = new StatId(ObjectType.PORT, 173, "SAI_PORT_STAT_EEE_TX_EVENT_COUNT");
    public static final StatId EEE_RX_EVENT_COUNT = new StatId(ObjectType.PORT, 174, "SAI_PORT_STAT_EEE_RX_EVENT_COUNT");
    public static final StatId EEE_TX_DURATION = new StatId(ObjectType.PORT, 175, "SAI_PORT_STAT_EEE_TX_DURATION");
    public static final StatId EEE_RX_DURATION = new StatId(ObjectType.PORT, 176, "SAI_PORT_STAT_EEE_RX_DURATION");
    public static final StatId PRBS_ERROR_COUNT = new StatId(ObjectType.PORT, 177, "SAI_PORT_STAT_PRBS_ERROR_COUNT");
    public static final StatId IF_IN_FEC_CORRECTABLE_FRAMES = new StatId(ObjectType.PORT, 178, "SAI_PORT_STAT_IF_IN_FEC_CORRECTABLE_FRAMES");
    public static final StatId IF_IN_FEC_NOT_CORRECTABLE_FRAMES = new StatId(ObjectType.PORT, 179, "SAI_PORT_STAT_IF_IN_FEC_NOT_CORRECTABLE_FRAMES");
    public static final StatId IF_IN_FEC_SYMBOL_ERRORS = new StatId(ObjectType.PORT, 180, "SAI_PORT_STAT_IF_IN_FEC_SYMBOL_ERRORS");
    public static final StatId IF_IN_FABRIC_DATA_UNITS = new StatId(ObjectType.PORT, 181, "SAI_PORT_STAT_IF_IN_FABRIC_DATA_UNITS");
    public static final StatId IF_OUT_FABRIC_DATA_UNITS = new StatId(ObjectType.PORT, 182, "SAI_PORT_STAT_IF_OUT_FABRIC_DATA_UNITS");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S0 = new StatId(ObjectType.PORT, 183, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S0");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S1 = new StatId(ObjectType.PORT, 184, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S1");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S2 = new StatId(ObjectType.PORT, 185, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S2");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S3 = new StatId(ObjectType.PORT, 186, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S3");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S4 = new StatId(ObjectType.PORT, 187, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S4");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S5 = new StatId(ObjectType.PORT, 188, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S5");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S6 = new StatId(ObjectType.PORT, 189, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S6");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S7 = new StatId(ObjectType.PORT, 190, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S7");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S8 = new StatId(ObjectType.PORT, 191, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S8");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S9 = new StatId(ObjectType.PORT, 192, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S9");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S10 = new StatId(ObjectType.PORT, 193, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S10");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S11 = new StatId(ObjectType.PORT, 194, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S11");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S12 = new StatId(ObjectType.PORT, 195, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S12");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S13 = new StatId(ObjectType.PORT, 196, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S13");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S14 = new StatId(ObjectType.PORT, 197, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S14");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S15 = new StatId(ObjectType.PORT, 198, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S15");
    public static final StatId IF_IN_FEC_CODEWORD_ERRORS_S16 = new StatId(ObjectType.PORT, 199, "SAI_PORT_STAT_IF_IN_FEC_CODEWORD_ERRORS_S16");
    public static final StatId IF_IN_FEC_CORRECTED_BITS = new StatId(ObjectType.PORT, 200, "SAI_PORT_STAT_IF_IN_FEC_CORRECTED_BITS");
    public static final StatId TRIM_PACKETS = new StatId(ObjectType.PORT, 201, "SAI_PORT_STAT_TRIM_PACKETS");
    public static final StatId DROPPED_TRIM_PACKETS = new StatId(ObjectType.PORT, 202, "SAI_PORT_STAT_DROPPED_TRIM_PACKETS");
    public static final StatId TX_TRIM_PACKETS = new StatId(ObjectType.PORT, 203, "SAI_PORT_STAT_TX_TRIM_PACKETS");
    public static final StatId LLR_TX_INIT_CTL_OS = new StatId(ObjectType.PORT, 204, "SAI_PORT_STAT_LLR_TX_INIT_CTL_OS");
    public static final StatId LLR_TX_INIT_ECHO_CTL_OS = new StatId(ObjectType.PORT, 205, "SAI_PORT_STAT_LLR_TX_INIT_ECHO_CTL_OS");
    public static final StatId LLR_TX_ACK_CTL_OS = new StatId(ObjectType.PORT, 206, "SAI_PORT_STAT_LLR_TX_ACK_CTL_OS");
    public static final StatId LLR_TX_NACK_CTL_OS = new StatId(ObjectType.PORT, 207, "SAI_PORT_STAT_LLR_TX_NACK_CTL_OS");
    public static final StatId LLR_TX_DISCARD = new StatId(ObjectType.PORT, 208, "SAI_PORT_STAT_LLR_TX_DISCARD");
    public static final StatId LLR_TX_OK = new StatId(ObjectType.PORT, 209, "SAI_PORT_STAT_LLR_TX_OK");
    public static final StatId LLR_TX_POISONED = new StatId(ObjectType.PORT, 210, "SAI_PORT_STAT_LLR_TX_POISONED");
    public static final StatId LLR_TX_REPLAY = new StatId(ObjectType.PORT, 211, "SAI_PORT_STAT_LLR_TX_REPLAY");
    public static final StatId LLR_RX_INIT_CTL_OS = new StatId(ObjectType.PORT, 212, "SAI_PORT_STAT_LLR_RX_INIT_CTL_OS");
    public static final StatId LLR_RX_INIT_ECHO_CTL_OS = new StatId(ObjectType.PORT, 213, "SAI_PORT_STAT_LLR_RX_INIT_ECHO_CTL_OS");
    public static final StatId LLR_RX_ACK_CTL_OS = new StatId(ObjectType.PORT, 214, "SAI_PORT_STAT_LLR_RX_ACK_CTL_OS");
    public static final StatId LLR_RX_NACK_CTL_OS = new StatId(ObjectType.PORT, 215, "SAI_PORT_STAT_LLR_RX_NACK_CTL_OS");
    public static final StatId LLR_RX_ACK_NACK_SEQ_ERROR = new StatId(ObjectType.PORT, 216, "SAI_PORT_STAT_LLR_RX_ACK_NACK_SEQ_ERROR");
    public static final StatId LLR_RX_OK = new StatId(ObjectType.PORT, 217, "SAI_PORT_STAT_LLR_RX_OK");
    public static final StatId LLR_RX_POISONED = new StatId(ObjectType.PORT, 218, "SAI_PORT_STAT_LLR_RX_POISONED");
    public static final StatId LLR_RX_BAD = new StatId(ObjectType.PORT, 219, "SAI_PORT_STAT_LLR_RX_BAD");
    public static final StatId LLR_RX_EXPECTED_SEQ_GOOD = new StatId(ObjectType.PORT, 220, "SAI_PORT_STAT_LLR_RX_EXPECTED_SEQ_GOOD");
    public static final StatId LLR_RX_EXPECTED_SEQ_POISONED = new StatId(ObjectType.PORT, 221, "SAI_PORT_STAT_LLR_RX_EXPECTED_SEQ_POISONED");
    public static final StatId LLR_RX_EXPECTED_SEQ_BAD = new StatId(ObjectType.PORT, 222, "SAI_PORT_STAT_LLR_RX_EXPECTED_SEQ_BAD");
    public static final StatId LLR_RX_MISSING_SEQ = new StatId(ObjectType.PORT, 223, "SAI_PORT_STAT_LLR_RX_MISSING_SEQ");
    public static final StatId LLR_RX_DUPLICATE_SEQ = new StatId(ObjectType.PORT, 224, "SAI_PORT_STAT_LLR_RX_DUPLICATE_SEQ");
    public static final StatId LLR_RX_REPLAY = new StatId(ObjectType.PORT, 225, "SAI_PORT_STAT_LLR_RX_REPLAY");
    public static final StatId IN_CONFIGURED_DROP_REASONS_0_DROPPED_PKTS = new StatId(ObjectType.PORT, 4096, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_0_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_1_DROPPED_PKTS = new StatId(ObjectType.PORT, 4097, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_1_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_2_DROPPED_PKTS = new StatId(ObjectType.PORT, 4098, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_2_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_3_DROPPED_PKTS = new StatId(ObjectType.PORT, 4099, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_3_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_4_DROPPED_PKTS = new StatId(ObjectType.PORT, 4100, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_4_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_5_DROPPED_PKTS = new StatId(ObjectType.PORT, 4101, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_5_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_6_DROPPED_PKTS = new StatId(ObjectType.PORT, 4102, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_6_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_7_DROPPED_PKTS = new StatId(ObjectType.PORT, 4103, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_7_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_8_DROPPED_PKTS = new StatId(ObjectType.PORT, 4104, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_8_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_9_DROPPED_PKTS = new StatId(ObjectType.PORT, 4105, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_9_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_10_DROPPED_PKTS = new StatId(ObjectType.PORT, 4106, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_10_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_11_DROPPED_PKTS = new StatId(ObjectType.PORT, 4107, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_11_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_12_DROPPED_PKTS = new StatId(ObjectType.PORT, 4108, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_12_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_13_DROPPED_PKTS = new StatId(ObjectType.PORT, 4109, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_13_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_14_DROPPED_PKTS = new StatId(ObjectType.PORT, 4110, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_14_DROPPED_PKTS");
    public static final StatId IN_CONFIGURED_DROP_REASONS_15_DROPPED_PKTS = new StatId(ObjectType.PORT, 4111, "SAI_PORT_STAT_IN_CONFIGURED_DROP_REASONS_15_DROPPED_PKTS");
    public static final StatId OUT_CONFIGURED_DROP_REASONS_0_DROPPED_PKTS = new StatId(ObjectType.PORT, 8192, "SAI_PORT_STAT_OUT_CONFIGURED_DROP_REASONS_0_DROPPED_PKTS");
    public static final StatId OUT_CONFIGURED_DROP_REASONS_1_DROPPED_PKTS = new StatId(ObjectType.PORT, 8193, "SAI_PORT_STAT_OUT_CONFIGURED_DROP_REASONS_1_DROPPED_PKTS");
    public static final StatId OUT_CONFIGURED_DROP_REASONS_2_DROPPED_PKTS = new StatId(ObjectType.PORT, 8194, "SAI_PORT_STAT_OUT_CONFIGURED_DROP_REASONS_2_DROPPED_PKTS");
    public static final StatId OUT_CONFIGURED_DROP_REASONS_3_DROPPED_PKTS = new StatId(ObjectType.PORT, 8195, "SAI_PORT_STAT_OUT_CONFIGURED_DROP_REASONS_3_DROPPED_PKTS");
    public static final StatId OUT_CONFIGURED_DROP_REASONS_4_DROPPED_PKTS = new StatId(ObjectType.PORT, 8196, "SAI_PORT_STAT_OUT_CONFIGURED_DROP_REASONS_4_DROPPED_PKTS");
    public static final StatId OUT_CONFIGURED_DROP_REASONS_5_DROPPED_PKTS = new StatId(ObjectType.PORT, 8197, "SAI_PORT_STAT_OUT_CONFIGURED_DROP_REASONS_5_DROPPED_PKTS");
    public static final StatId OUT_CONFIGURED_DROP_REASONS_6_DROPPED_PKTS = new StatId(ObjectType.PORT, 8198, "SAI_PORT_STAT_OUT_CONFIGURED_DROP_REASONS_6_DROPPED_PKTS");
    public static final StatId OUT_CONFIGURED_DROP_REASONS_7_DROPPED_PKTS = new StatId(ObjectType.PORT, 8199, "SAI_PORT_STAT_OUT_CONFIGURED_DROP_REASONS_7_DROPPED_PKTS");
    public static final StatId IF_IN_HW_PROTECTION_SWITCHOVER_EVENTS = new StatId(ObjectType.PORT, 8200, "SAI_PORT_STAT_IF_IN_HW_PROTECTION_SWITCHOVER_EVENTS");
    public static final StatId IF_IN_HW_PROTECTION_SWITCHOVER_DROP_PKTS = new StatId(ObjectType.PORT, 8201, "SAI_PORT_STAT_IF_IN_HW_PROTECTION_SWITCHOVER_DROP_PKTS");
    public static final StatId ETHER_IN_PKTS_1519_TO_2500_OCTETS = new StatId(ObjectType.PORT, 12288, "SAI_PORT_STAT_ETHER_IN_PKTS_1519_TO_2500_OCTETS");
    public static final StatId ETHER_IN_PKTS_2501_TO_9000_OCTETS = new StatId(ObjectType.PORT, 12289, "SAI_PORT_STAT_ETHER_IN_PKTS_2501_TO_9000_OCTETS");
    public static final StatId ETHER_IN_PKTS_9001_TO_16383_OCTETS = new StatId(ObjectType.PORT, 12290, "SAI_PORT_STAT_ETHER_IN_PKTS_9001_TO_16383_OCTETS");
    public static final StatId ETHER_OUT_PKTS_1519_TO_2500_OCTETS = new StatId(ObjectType.PORT, 12291, "SAI_PORT_STAT_ETHER_OUT_PKTS_1519_TO_2500_OCTETS");
    public static final StatId ETHER_OUT_PKTS_2501_TO_9000_OCTETS = new StatId(ObjectType.PORT, 12292, "SAI_PORT_STAT_ETHER_OUT_PKTS_2501_TO_9000_OCTETS");
    public static final StatId ETHER_OUT_PKTS_9001_TO_16383_OCTETS = new StatId(ObjectType.PORT, 12293, "SAI_PORT_STAT_ETHER_OUT_PKTS_9001_TO_16383_OCTETS");
    public static final StatId PRBS_ERROR_COUNT_LANE_0 = new StatId(ObjectType.PORT, 16384, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_0");
    public static final StatId PRBS_ERROR_COUNT_LANE_1 = new StatId(ObjectType.PORT, 16385, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_1");
    public static final StatId PRBS_ERROR_COUNT_LANE_2 = new StatId(ObjectType.PORT, 16386, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_2");
    public static final StatId PRBS_ERROR_COUNT_LANE_3 = new StatId(ObjectType.PORT, 16387, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_3");
    public static final StatId PRBS_ERROR_COUNT_LANE_4 = new StatId(ObjectType.PORT, 16388, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_4");
    public static final StatId PRBS_ERROR_COUNT_LANE_5 = new StatId(ObjectType.PORT, 16389, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_5");
    public static final StatId PRBS_ERROR_COUNT_LANE_6 = new StatId(ObjectType.PORT, 16390, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_6");
    public static final StatId PRBS_ERROR_COUNT_LANE_7 = new StatId(ObjectType.PORT, 16391, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_7");
    public static final StatId PRBS_ERROR_COUNT_LANE_8 = new StatId(ObjectType.PORT, 16392, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_8");
    public static final StatId PRBS_ERROR_COUNT_LANE_9 = new StatId(ObjectType.PORT, 16393, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_9");
    public static final StatId PRBS_ERROR_COUNT_LANE_10 = new StatId(ObjectType.PORT, 16394, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_10");
    public static final StatId PRBS_ERROR_COUNT_LANE_11 = new StatId(ObjectType.PORT, 16395, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_11");
    public static final StatId PRBS_ERROR_COUNT_LANE_12 = new StatId(ObjectType.PORT, 16396, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_12");
    public static final StatId PRBS_ERROR_COUNT_LANE_13 = new StatId(ObjectType.PORT, 16397, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_13");
    public static final StatId PRBS_ERROR_COUNT_LANE_14 = new StatId(ObjectType.PORT, 16398, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_14");
    public static final StatId PRBS_ERROR_COUNT_LANE_15 = new StatId(ObjectType.PORT, 16399, "SAI_PORT_STAT_PRBS_ERROR_COUNT_LANE_15");
    public static final StatId LB_FAST_PATH_ICMP_IN_BYTES = new StatId(ObjectType.PORT, 536870912, "SAI_PORT_STAT_LB_FAST_PATH_ICMP_IN_BYTES");
    public static final StatId LB_FAST_PATH_ICMP_IN_PACKETS = new StatId(ObjectType.PORT, 536870913, "SAI_PORT_STAT_LB_FAST_PATH_ICMP_IN_PACKETS");
    public static final StatId LB_FAST_PATH_ENI_MISS_BYTES = new StatId(ObjectType.PORT, 536870914, "SAI_PORT_STAT_LB_FAST_PATH_ENI_MISS_BYTES");
    public static final StatId LB_FAST_PATH_ENI_MISS_PACKETS = new StatId(ObjectType.PORT, 536870915, "SAI_PORT_STAT_LB_FAST_PATH_ENI_MISS_PACKETS");
    public static final StatId VIP_MISS_DROP_PACKETS = new StatId(ObjectType.PORT, 536870916, "SAI_PORT_STAT_VIP_MISS_DROP_PACKETS");
    public static final StatId ENI_MISS_DROP_PACKETS = new StatId(ObjectType.PORT, 536870917, "SAI_PORT_STAT_ENI_MISS_DROP_PACKETS");
    public static final StatId PORT_LB_FAST_PATH_ICMP_IN_BYTES = new StatId(ObjectType.PORT, 536870918, "SAI_PORT_STAT_PORT_LB_FAST_PATH_ICMP_IN_BYTES");
    public static final StatId PORT_LB_FAST_PATH_ICMP_IN_PACKETS = new StatId(ObjectType.PORT, 536870919, "SAI_PORT_STAT_PORT_LB_FAST_PATH_ICMP_IN_PACKETS");
    public static final StatId PORT_LB_FAST_PATH_ENI_MISS_DROP_BYTES = new StatId(ObjectType.PORT, 536870920, "SAI_PORT_STAT_PORT_LB_FAST_PATH_ENI_MISS_DROP_BYTES");
    public static final StatId PORT_LB_FAST_PATH_ENI_MISS_DROP_PACKETS = new StatId(ObjectType.PORT, 536870921, "SAI_PORT_STAT_PORT_LB_FAST_PATH_ENI_MISS_DROP_PACKETS");

    /** Every counter, in enum order (range markers left out). */
    public static final List<StatId> ALL = List.of(
            IF_IN_OCTETS,
            IF_IN_UCAST_PKTS,
            IF_IN_NON_UCAST_PKTS,
            IF_IN_DISCARDS,
            IF_IN_ERRORS,
            IF_IN_UNKNOWN_PROTOS,
            IF_IN_BROADCAST_PKTS,
            IF_IN_MULTICAST_PKTS,
            IF_IN_VLAN_DISCARDS,
            IF_OUT_OCTETS,
            IF_OUT_UCAST_PKTS,
            IF_OUT_NON_UCAST_PKTS,
            IF_OUT_DISCARDS,
            IF_OUT_ERRORS,
            IF_OUT_QLEN,
            IF_OUT_BROADCAST_PKTS,
            IF_OUT_MULTICAST_PKTS,
            ETHER_STATS_DROP_EVENTS,
            ETHER_STATS_MULTICAST_PKTS,
            ETHER_STATS_BROADCAST_PKTS,
            ETHER_STATS_UNDERSIZE_PKTS,
            ETHER_STATS_FRAGMENTS,
            ETHER_STATS_PKTS_64_OCTETS,
            ETHER_STATS_PKTS_65_TO_127_OCTETS,
            ETHER_STATS_PKTS_128_TO_255_OCTETS,
            ETHER_STATS_PKTS_256_TO_511_OCTETS,
            ETHER_STATS_PKTS_512_TO_1023_OCTETS,
            ETHER_STATS_PKTS_1024_TO_1518_OCTETS,
            ETHER_STATS_PKTS_1519_TO_2047_OCTETS,
            ETHER_STATS_PKTS_2048_TO_4095_OCTETS,
            ETHER_STATS_PKTS_4096_TO_9216_OCTETS,
            ETHER_STATS_PKTS_9217_TO_16383_OCTETS,
            ETHER_STATS_OVERSIZE_PKTS,
            ETHER_RX_OVERSIZE_PKTS,
            ETHER_TX_OVERSIZE_PKTS,
            ETHER_STATS_JABBERS,
            ETHER_STATS_OCTETS,
            ETHER_STATS_PKTS,
            ETHER_STATS_COLLISIONS,
            ETHER_STATS_CRC_ALIGN_ERRORS,
            ETHER_STATS_TX_NO_ERRORS,
            ETHER_STATS_RX_NO_ERRORS,
            IP_IN_RECEIVES,
            IP_IN_OCTETS,
            IP_IN_UCAST_PKTS,
            IP_IN_NON_UCAST_PKTS,
            IP_IN_DISCARDS,
            IP_OUT_OCTETS,
            IP_OUT_UCAST_PKTS,
            IP_OUT_NON_UCAST_PKTS,
            IP_OUT_DISCARDS,
            IPV6_IN_RECEIVES,
            IPV6_IN_OCTETS,
            IPV6_IN_UCAST_PKTS,
            IPV6_IN_NON_UCAST_PKTS,
            IPV6_IN_MCAST_PKTS,
            IPV6_IN_DISCARDS,
            IPV6_OUT_OCTETS,
            IPV6_OUT_UCAST_PKTS,
            IPV6_OUT_NON_UCAST_PKTS,
            IPV6_OUT_MCAST_PKTS,
            IPV6_OUT_DISCARDS,
            GREEN_WRED_DROPPED_PACKETS,
            GREEN_WRED_DROPPED_BYTES,
            YELLOW_WRED_DROPPED_PACKETS,
            YELLOW_WRED_DROPPED_BYTES,
            RED_WRED_DROPPED_PACKETS,
            RED_WRED_DROPPED_BYTES,
            WRED_DROPPED_PACKETS,
            WRED_DROPPED_BYTES,
            ECN_MARKED_PACKETS,
            ETHER_IN_PKTS_64_OCTETS,
            ETHER_IN_PKTS_65_TO_127_OCTETS,
            ETHER_IN_PKTS_128_TO_255_OCTETS,
            ETHER_IN_PKTS_256_TO_511_OCTETS,
            ETHER_IN_PKTS_512_TO_1023_OCTETS,
            ETHER_IN_PKTS_1024_TO_1518_OCTETS,
            ETHER_IN_PKTS_1519_TO_2047_OCTETS,
            ETHER_IN_PKTS_2048_TO_4095_OCTETS,
            ETHER_IN_PKTS_4096_TO_9216_OCTETS,
            ETHER_IN_PKTS_9217_TO_16383_OCTETS,
            ETHER_OUT_PKTS_64_OCTETS,
            ETHER_OUT_PKTS_65_TO_127_OCTETS,
            ETHER_OUT_PKTS_128_TO_255_OCTETS,
            ETHER_OUT_PKTS_256_TO_511_OCTETS,
            ETHER_OUT_PKTS_512_TO_1023_OCTETS,
            ETHER_OUT_PKTS_1024_TO_1518_OCTETS,
            ETHER_OUT_PKTS_1519_TO_2047_OCTETS,
            ETHER_OUT_PKTS_2048_TO_4095_OCTETS,
            ETHER_OUT_PKTS_4096_TO_9216_OCTETS,
            ETHER_OUT_PKTS_9217_TO_16383_OCTETS,
            IN_CURR_OCCUPANCY_BYTES,
            IN_WATERMARK_BYTES,
            IN_SHARED_CURR_OCCUPANCY_BYTES,
            IN_SHARED_WATERMARK_BYTES,
            OUT_CURR_OCCUPANCY_BYTES,
            OUT_WATERMARK_BYTES,
            OUT_SHARED_CURR_OCCUPANCY_BYTES,
            OUT_SHARED_WATERMARK_BYTES,
            IN_DROPPED_PKTS,
            OUT_DROPPED_PKTS,
            PAUSE_RX_PKTS,
            PAUSE_TX_PKTS,
            PFC_0_RX_PKTS,
            PFC_0_TX_PKTS,
            PFC_1_RX_PKTS,
            PFC_1_TX_PKTS,
            PFC_2_RX_PKTS,
            PFC_2_TX_PKTS,
            PFC_3_RX_PKTS,
            PFC_3_TX_PKTS,
            PFC_4_RX_PKTS,
            PFC_4_TX_PKTS,
            PFC_5_RX_PKTS,
            PFC_5_TX_PKTS,
            PFC_6_RX_PKTS,
            PFC_6_TX_PKTS,
            PFC_7_RX_PKTS,
            PFC_7_TX_PKTS,
            PFC_0_RX_PAUSE_DURATION,
            PFC_0_TX_PAUSE_DURATION,
            PFC_1_RX_PAUSE_DURATION,
            PFC_1_TX_PAUSE_DURATION,
            PFC_2_RX_PAUSE_DURATION,
            PFC_2_TX_PAUSE_DURATION,
            PFC_3_RX_PAUSE_DURATION,
            PFC_3_TX_PAUSE_DURATION,
            PFC_4_RX_PAUSE_DURATION,
            PFC_4_TX_PAUSE_DURATION,
            PFC_5_RX_PAUSE_DURATION,
            PFC_5_TX_PAUSE_DURATION,
            PFC_6_RX_PAUSE_DURATION,
            PFC_6_TX_PAUSE_DURATION,
            PFC_7_RX_PAUSE_DURATION,
            PFC_7_TX_PAUSE_DURATION,
            PFC_0_RX_PAUSE_DURATION_US,
            PFC_0_TX_PAUSE_DURATION_US,
            PFC_1_RX_PAUSE_DURATION_US,
            PFC_1_TX_PAUSE_DURATION_US,
            PFC_2_RX_PAUSE_DURATION_US,
            PFC_2_TX_PAUSE_DURATION_US,
            PFC_3_RX_PAUSE_DURATION_US,
            PFC_3_TX_PAUSE_DURATION_US,
            PFC_4_RX_PAUSE_DURATION_US,
            PFC_4_TX_PAUSE_DURATION_US,
            PFC_5_RX_PAUSE_DURATION_US,
            PFC_5_TX_PAUSE_DURATION_US,
            PFC_6_RX_PAUSE_DURATION_US,
            PFC_6_TX_PAUSE_DURATION_US,
            PFC_7_RX_PAUSE_DURATION_US,
            PFC_7_TX_PAUSE_DURATION_US,
            PFC_0_ON2OFF_RX_PKTS,
            PFC_1_ON2OFF_RX_PKTS,
            PFC_2_ON2OFF_RX_PKTS,
            PFC_3_ON2OFF_RX_PKTS,
            PFC_4_ON2OFF_RX_PKTS,
            PFC_5_ON2OFF_RX_PKTS,
            PFC_6_ON2OFF_RX_PKTS,
            PFC_7_ON2OFF_RX_PKTS,
            DOT3_STATS_ALIGNMENT_ERRORS,
            DOT3_STATS_FCS_ERRORS,
            DOT3_STATS_SINGLE_COLLISION_FRAMES,
            DOT3_STATS_MULTIPLE_COLLISION_FRAMES,
            DOT3_STATS_SQE_TEST_ERRORS,
            DOT3_STATS_DEFERRED_TRANSMISSIONS,
            DOT3_STATS_LATE_COLLISIONS,
            DOT3_STATS_EXCESSIVE_COLLISIONS,
            DOT3_STATS_INTERNAL_MAC_TRANSMIT_ERRORS,
            DOT3_STATS_CARRIER_SENSE_ERRORS,
            DOT3_STATS_FRAME_TOO_LONGS,
            DOT3_STATS_INTERNAL_MAC_RECEIVE_ERRORS,
            DOT3_STATS_SYMBOL_ERRORS,
            DOT3_CONTROL_IN_UNKNOWN_OPCODES,
            EEE_TX_EVENT_COUNT,
            EEE_RX_EVENT_COUNT,
            EEE_TX_DURATION,
            EEE_RX_DURATION,
            PRBS_ERROR_COUNT,
            IF_IN_FEC_CORRECTABLE_FRAMES,
            IF_IN_FEC_NOT_CORRECTABLE_FRAMES,
            IF_IN_FEC_SYMBOL_ERRORS,
            IF_IN_FABRIC_DATA_UNITS,
            IF_OUT_FABRIC_DATA_UNITS,
            IF_IN_FEC_CODEWORD_ERRORS_S0,
            IF_IN_FEC_CODEWORD_ERRORS_S1,
            IF_IN_FEC_CODEWORD_ERRORS_S2,
            IF_IN_FEC_CODEWORD_ERRORS_S3,
            IF_IN_FEC_CODEWORD_ERRORS_S4,
            IF_IN_FEC_CODEWORD_ERRORS_S5,
            IF_IN_FEC_CODEWORD_ERRORS_S6,
            IF_IN_FEC_CODEWORD_ERRORS_S7,
            IF_IN_FEC_CODEWORD_ERRORS_S8,
            IF_IN_FEC_CODEWORD_ERRORS_S9,
            IF_IN_FEC_CODEWORD_ERRORS_S10,
            IF_IN_FEC_CODEWORD_ERRORS_S11,
            IF_IN_FEC_CODEWORD_ERRORS_S12,
            IF_IN_FEC_CODEWORD_ERRORS_S13,
            IF_IN_FEC_CODEWORD_ERRORS_S14,
            IF_IN_FEC_CODEWORD_ERRORS_S15,
            IF_IN_FEC_CODEWORD_ERRORS_S16,
            IF_IN_FEC_CORRECTED_BITS,
            TRIM_PACKETS,
            DROPPED_TRIM_PACKETS,
            TX_TRIM_PACKETS,
            LLR_TX_INIT_CTL_OS,
            LLR_TX_INIT_ECHO_CTL_OS,
            LLR_TX_ACK_CTL_OS,
            LLR_TX_NACK_CTL_OS,
            LLR_TX_DISCARD,
            LLR_TX_OK,
            LLR_TX_POISONED,
            LLR_TX_REPLAY,
            LLR_RX_INIT_CTL_OS,
            LLR_RX_INIT_ECHO_CTL_OS,
            LLR_RX_ACK_CTL_OS,
            LLR_RX_NACK_CTL_OS,
            LLR_RX_ACK_NACK_SEQ_ERROR,
            LLR_RX_OK,
            LLR_RX_POISONED,
            LLR_RX_BAD,
            LLR_RX_EXPECTED_SEQ_GOOD,
            LLR_RX_EXPECTED_SEQ_POISONED,
            LLR_RX_EXPECTED_SEQ_BAD,
            LLR_RX_MISSING_SEQ,
            LLR_RX_DUPLICATE_SEQ,
            LLR_RX_REPLAY,
            IN_CONFIGURED_DROP_REASONS_0_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_1_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_2_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_3_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_4_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_5_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_6_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_7_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_8_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_9_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_10_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_11_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_12_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_13_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_14_DROPPED_PKTS,
            IN_CONFIGURED_DROP_REASONS_15_DROPPED_PKTS,
            OUT_CONFIGURED_DROP_REASONS_0_DROPPED_PKTS,
            OUT_CONFIGURED_DROP_REASONS_1_DROPPED_PKTS,
            OUT_CONFIGURED_DROP_REASONS_2_DROPPED_PKTS,
            OUT_CONFIGURED_DROP_REASONS_3_DROPPED_PKTS,
            OUT_CONFIGURED_DROP_REASONS_4_DROPPED_PKTS,
            OUT_CONFIGURED_DROP_REASONS_5_DROPPED_PKTS,
            OUT_CONFIGURED_DROP_REASONS_6_DROPPED_PKTS,
            OUT_CONFIGURED_DROP_REASONS_7_DROPPED_PKTS,
            IF_IN_HW_PROTECTION_SWITCHOVER_EVENTS,
            IF_IN_HW_PROTECTION_SWITCHOVER_DROP_PKTS,
            ETHER_IN_PKTS_1519_TO_2500_OCTETS,
            ETHER_IN_PKTS_2501_TO_9000_OCTETS,
            ETHER_IN_PKTS_9001_TO_16383_OCTETS,
            ETHER_OUT_PKTS_1519_TO_2500_OCTETS,
            ETHER_OUT_PKTS_2501_TO_9000_OCTETS,
            ETHER_OUT_PKTS_9001_TO_16383_OCTETS,
            PRBS_ERROR_COUNT_LANE_0,
            PRBS_ERROR_COUNT_LANE_1,
            PRBS_ERROR_COUNT_LANE_2,
            PRBS_ERROR_COUNT_LANE_3,
            PRBS_ERROR_COUNT_LANE_4,
            PRBS_ERROR_COUNT_LANE_5,
            PRBS_ERROR_COUNT_LANE_6,
            PRBS_ERROR_COUNT_LANE_7,
            PRBS_ERROR_COUNT_LANE_8,
            PRBS_ERROR_COUNT_LANE_9,
            PRBS_ERROR_COUNT_LANE_10,
            PRBS_ERROR_COUNT_LANE_11,
            PRBS_ERROR_COUNT_LANE_12,
            PRBS_ERROR_COUNT_LANE_13,
            PRBS_ERROR_COUNT_LANE_14,
            PRBS_ERROR_COUNT_LANE_15,
            LB_FAST_PATH_ICMP_IN_BYTES,
            LB_FAST_PATH_ICMP_IN_PACKETS,
            LB_FAST_PATH_ENI_MISS_BYTES,
            LB_FAST_PATH_ENI_MISS_PACKETS,
            VIP_MISS_DROP_PACKETS,
            ENI_MISS_DROP_PACKETS,
            PORT_LB_FAST_PATH_ICMP_IN_BYTES,
            PORT_LB_FAST_PATH_ICMP_IN_PACKETS,
            PORT_LB_FAST_PATH_ENI_MISS_DROP_BYTES,
            PORT_LB_FAST_PATH_ENI_MISS_DROP_PACKETS);
}
