package io.nosagent.sai.platform;

/** A platform description that cannot be used; the message names the file and field. */
public final class PlatformException extends RuntimeException {
    public PlatformException(String message) {
        super(message);
    }
}
