package io.nosagent.control.packet;

/** A frame that cannot be what its headers say: counted and dropped, never acted on. */
public final class MalformedFrame extends Exception {

    public MalformedFrame(String reason) {
        super(reason, null, false, false);
    }
}
