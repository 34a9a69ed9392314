/**
 * The switch's ECMP hash: the hash objects for IPv4 and IPv6 (native fields from the intent), the
 * default algorithm and seed, and E-ECMP on the RoCE destination QP, as SAI's native RDMA_BTH_DEST_QP
 * field or as a UDF at L4 offset 13 (chosen by the ASIC's capability when the intent says AUTO).
 */
package io.nosagent.routing.hash;
