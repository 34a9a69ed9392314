package io.nosagent.platform;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The agent as a user runs it: the packaged jar in its own JVM, its console captured line by line.
 */
final class AgentProcess implements AutoCloseable {

    private final Process process;
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());
    private final Thread reader;

    private AgentProcess(Process process) {
        this.process = process;
        this.reader = Thread.ofPlatform().daemon().name("agent-console").start(() -> {
            try (var in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                    lines.add(line);
                }
            } catch (IOException ignored) {
                // the process is gone
            }
        });
    }

    /** The lab jar (every subcommand) `./mvnw verify` packaged before this module's tests run. */
    static Path jar() {
        return Path.of("..", "nos-agent", "lab", "target", "nos-agent-lab.jar").toAbsolutePath().normalize();
    }

    static AgentProcess start(String... args) throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        var command = new ArrayList<>(List.of(java.toString(), "--enable-native-access=ALL-UNNAMED", "-jar", jar().toString()));
        command.addAll(List.of(args));
        if (!Files.isRegularFile(jar())) {
            throw new IllegalStateException(jar() + " missing: run ./mvnw verify (it packages nos-agent before these tests)");
        }
        return new AgentProcess(new ProcessBuilder(command).redirectErrorStream(true).start());
    }

    /** Waits until a console line contains {@code text}; false when the wait runs out or the process ends. */
    boolean awaitLine(String text, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            synchronized (lines) {
                if (lines.stream().anyMatch(l -> l.contains(text))) {
                    return true;
                }
            }
            if (!process.isAlive()) {
                reader.join(5_000); // let the reader drain
                synchronized (lines) {
                    return lines.stream().anyMatch(l -> l.contains(text));
                }
            }
            Thread.sleep(50);
        }
        return false;
    }

    /** SIGTERM, as an init system stops a service; returns the exit code. */
    int terminate(Duration timeout) throws InterruptedException {
        // Through the handle: Process.destroy() would also close the pipes and lose the last lines.
        process.toHandle().destroy();
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("agent did not stop within " + timeout + "; console:\n" + console());
        }
        reader.join(5_000); // the last lines of a stopped process are still in the pipe
        return process.exitValue();
    }

    /** Waits for a process that stops by itself (a CLI command); returns its exit code. */
    int waitFor(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("did not end within " + timeout + "; console:\n" + console());
        }
        reader.join(5_000);
        return process.exitValue();
    }

    String console() {
        synchronized (lines) {
            return String.join("\n", lines);
        }
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
