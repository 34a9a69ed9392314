/**
 * Load balancing over next-hop group members, as the switch's SAI objects configure it: the ECMP hash
 * ({@link io.nosagent.sai.vasic.dataplane.balance.EcmpHasher}: native fields and UDF bytes,
 * {@link io.nosagent.sai.vasic.dataplane.balance.HashAlgorithm}, seed, offset), user-defined fields
 * ({@link io.nosagent.sai.vasic.dataplane.balance.UdfGroup}), fine-grained ECMP bucket tables
 * ({@link io.nosagent.sai.vasic.dataplane.balance.FineGrainedBuckets}) and ARS flowlets
 * ({@link io.nosagent.sai.vasic.dataplane.balance.FlowletTable} choosing by
 * {@link io.nosagent.sai.vasic.dataplane.balance.PortLoad}).
 */
package io.nosagent.sai.vasic.dataplane.balance;
