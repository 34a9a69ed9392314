package io.nosagent.api.cli;

import picocli.CommandLine;

/**
 * How every entry point of the agent's tools runs its picocli command: a mistake in what the user asked
 * for (an unknown --target, a bad option value) is one line and exit code 2, not a stack trace, and
 * {@code --version} reads the jar's manifest.
 */
public final class CommandLines {

    private CommandLines() {
    }

    /** Runs {@code root} on {@code args} and exits with its code. */
    public static void main(Object root, String[] args) {
        // A SIGTERM during `run` lets the shutdown hook stop the agent; exit then just waits for it.
        System.exit(new CommandLine(root).setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler(CommandLines::refuse).execute(args));
    }

    private static int refuse(Exception e, CommandLine command, CommandLine.ParseResult parsed) throws Exception {
        if (e instanceof IllegalArgumentException) {
            command.getErr().println("nos-agent: " + e.getMessage());
            return 2;
        }
        throw e;
    }

    /** The version from the jar manifest ({@code dev} when run from classes). */
    public static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = CommandLines.class.getPackage().getImplementationVersion();
            return new String[]{"nos-agent " + (v == null ? "dev" : v)};
        }
    }
}
