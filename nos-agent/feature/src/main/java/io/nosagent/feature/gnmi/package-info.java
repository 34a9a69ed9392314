/**
 * The gNMI state a feature serves: a {@link io.nosagent.feature.gnmi.PathHandler} per subtree, declared as
 * a schema fragment ({@link io.nosagent.feature.gnmi.DataNode}, built with {@link io.nosagent.feature.gnmi.Yang})
 * and written into a {@link io.nosagent.feature.gnmi.DataWriter}; the models Capabilities lists
 * ({@link io.nosagent.feature.gnmi.YangModel}).
 */
package io.nosagent.feature.gnmi;
