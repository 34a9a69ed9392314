package io.nosagent.agent.security;

/** What a user may do over gNMI. */
public enum Role {
    /** Capabilities, Get, Subscribe. */
    READ_ONLY("read-only"),
    /** Everything, Set included. */
    READ_WRITE("read-write");

    private final String text;

    Role(String text) {
        this.text = text;
    }

    /** The name in the users file and on the command line. */
    public String text() {
        return text;
    }

    public boolean maySet() {
        return this == READ_WRITE;
    }

    public static Role parse(String text) {
        for (Role r : values()) {
            if (r.text.equals(text)) {
                return r;
            }
        }
        throw new IllegalArgumentException("role '" + text + "' is not read-only or read-write");
    }
}
