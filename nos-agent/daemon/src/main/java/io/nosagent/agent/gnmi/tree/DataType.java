package io.nosagent.agent.gnmi.tree;

/** The gNMI Get data types: which part of the tree a read returns. */
public enum DataType {
    /** Config and state. */
    ALL,
    /** Read-write data ({@code config true}). */
    CONFIG,
    /** Read-only data ({@code config false}), the applied config included. */
    STATE,
    /** Read-only data the device derives itself: state without the mirror of applied config. */
    OPERATIONAL
}
