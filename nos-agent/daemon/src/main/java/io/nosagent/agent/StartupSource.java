package io.nosagent.agent;

/** Where the agent's startup intent came from, in the order the agent looks. */
public enum StartupSource {
    /** The file given with {@code --config}. */
    FILE,
    /** The running config persisted in the state directory. */
    PERSISTED,
    /** Every stored config was unreadable: ports down, no addresses, no routes. */
    SAFE_MINIMAL,
    /** The platform's built-in example (a fresh state directory). */
    BUILT_IN_EXAMPLE,
    /** No config at all: every port stays administratively down. */
    NONE
}
