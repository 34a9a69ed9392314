package io.nosagent.agent.restart;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether the agent's previous run on a state directory stopped when it was asked to: a running agent
 * keeps {@value #FILE} in the state directory and removes it when it stops (cold or warm), so finding it
 * at start means the last run ended without stopping (killed, crashed, the switch lost power). What the
 * platform components report as the controller card's last reboot reason.
 */
public final class RunMarker {

    static final String FILE = "agent.running";

    /** How the previous run ended. */
    public enum PreviousRun {
        /** It stopped when asked (cold or warm), or there was none. */
        STOPPED,
        /** It ended without stopping. */
        DIED
    }

    private final Path file;

    public RunMarker(Path stateDir) {
        this.file = stateDir.resolve(FILE);
    }

    /** How the previous run ended; from now on this run is the one marked. */
    public PreviousRun start() {
        try {
            boolean died = Files.exists(file);
            Files.createDirectories(file.getParent());
            Files.writeString(file, ProcessHandle.current().pid() + "\n");
            return died ? PreviousRun.DIED : PreviousRun.STOPPED;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** This run stopped as asked. */
    public void stopped() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + file, e);
        }
    }
}
