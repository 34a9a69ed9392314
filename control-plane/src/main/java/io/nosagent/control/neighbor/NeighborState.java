package io.nosagent.control.neighbor;

/** Where a learned neighbor is in its life (RFC 4861's names, FBOSS's states). */
public enum NeighborState {
    /** Asked for, not answered yet: no link-layer address, nothing programmed. */
    INCOMPLETE,
    /** Confirmed within the refresh time: programmed. */
    REACHABLE,
    /** Its address was heard but not confirmed (a gratuitous ARP, an unsolicited advertisement): programmed, probed next. */
    STALE,
    /** Not confirmed for the refresh time: programmed, probed at every ager pass until it answers or times out. */
    PROBE
}
