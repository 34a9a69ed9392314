package io.nosagent.agent.restart;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * How {@code nos-agent stop} finds the agent that runs with a state directory and asks it for a warm
 * stop: the running agent keeps its process id in {@value #PID_FILE}; a warm stop is asked for by
 * creating {@value #WARM_REQUEST} before sending SIGTERM, which the agent's shutdown reads. A signal of
 * its own is not used: the JVM reserves SIGUSR2 on Linux for itself.
 */
public final class AgentProcessFile {

    static final String PID_FILE = "agent.pid";
    static final String WARM_REQUEST = "warm-stop.request";

    private final Path stateDir;

    public AgentProcessFile(Path stateDir) {
        this.stateDir = stateDir;
    }

    /**
     * Records this process as the state directory's agent.
     *
     * @throws IllegalStateException when another live agent already runs with it
     */
    public void claim() {
        running().filter(p -> p.pid() != ProcessHandle.current().pid()).ifPresent(p -> {
            throw new IllegalStateException("another agent (pid " + p.pid() + ") runs with state directory " + stateDir);
        });
        try {
            Files.createDirectories(stateDir);
            Path tmp = stateDir.resolve("." + PID_FILE + ".tmp");
            Files.writeString(tmp, ProcessHandle.current().pid() + "\n");
            Files.move(tmp, stateDir.resolve(PID_FILE), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            // A request left by an agent that died before reading it must not make this one stop warm.
            Files.deleteIfExists(stateDir.resolve(WARM_REQUEST));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + stateDir.resolve(PID_FILE), e);
        }
    }

    /** Forgets this process as the state directory's agent (at stop). */
    public void release() {
        try {
            if (running().map(p -> p.pid() == ProcessHandle.current().pid()).orElse(false)) {
                Files.deleteIfExists(stateDir.resolve(PID_FILE));
            }
            Files.deleteIfExists(stateDir.resolve(WARM_REQUEST));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + stateDir.resolve(PID_FILE), e);
        }
    }

    /** The live agent process of this state directory, if any (a stale pid file names no live process). */
    public Optional<ProcessHandle> running() {
        Path file = stateDir.resolve(PID_FILE);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            long pid = Long.parseLong(Files.readString(file).strip());
            return ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Asks the agent to stop warm at its next stop. */
    public void requestWarmStop() {
        try {
            Files.writeString(stateDir.resolve(WARM_REQUEST), "warm\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + stateDir.resolve(WARM_REQUEST), e);
        }
    }

    /** Whether a warm stop was asked for; the request is consumed. */
    public boolean takeWarmStopRequest() {
        try {
            return Files.deleteIfExists(stateDir.resolve(WARM_REQUEST));
        } catch (IOException e) {
            return false;
        }
    }
}
