/**
 * The gNMI state a feature serves: a {@link io.nosagent.feature.gnmi.PathHandler} per subtree, its schema
 * fragment cut from the tree generated from the YANG ({@link io.nosagent.feature.gnmi.Fragment} over
 * {@code io.nosagent.config.yang}) and its data written into a {@link io.nosagent.feature.gnmi.DataWriter};
 * the models Capabilities lists ({@link io.nosagent.feature.gnmi.YangModel}).
 */
package io.nosagent.feature.gnmi;
