package io.nosagent.sai.ffm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Builds the test SAI library from {@code src/test/c/saitest.c} with gcc when a test first needs it
 * (missing, or older than the source). Built here rather than by a Maven exec step: that plugin's
 * stream pumping failed now and then with "Stream closed" on CI runners. Empty when there is no gcc:
 * the native tests then skip.
 */
final class TestLibraryBuild {

    private static final Path SOURCE = Path.of("src", "test", "c", "saitest.c");
    private static final Path GCC = Path.of("/usr/bin/gcc");

    private TestLibraryBuild() {
    }

    /** The library {@code name} in {@code dir}, built with {@code defines} (e.g. {@code SAITEST_MINIMAL}). */
    static synchronized Optional<Path> ensure(Path dir, String name, String... defines) {
        Path lib = dir.resolve(name).toAbsolutePath();
        try {
            if (Files.isRegularFile(lib) && (!Files.isRegularFile(SOURCE)
                    || Files.getLastModifiedTime(lib).compareTo(Files.getLastModifiedTime(SOURCE)) >= 0)) {
                return Optional.of(lib);
            }
            if (!Files.isExecutable(GCC) || !Files.isRegularFile(SOURCE)) {
                return Optional.empty();
            }
            Files.createDirectories(dir);
            var command = new ArrayList<>(List.of(GCC.toString(), "-shared", "-fPIC", "-O2", "-Wall", "-Wextra",
                    "-fvisibility=hidden", "-pthread"));
            for (String d : defines) {
                command.add("-D" + d);
            }
            command.addAll(List.of("-o", lib.toString(), SOURCE.toString()));
            Process gcc = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile())).start();
            String output = new String(gcc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!gcc.waitFor(2, TimeUnit.MINUTES) || gcc.exitValue() != 0) {
                throw new IllegalStateException("gcc could not build " + lib + ":\n" + output);
            }
            return Optional.of(lib);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot build " + lib, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted building " + lib, e);
        }
    }
}
