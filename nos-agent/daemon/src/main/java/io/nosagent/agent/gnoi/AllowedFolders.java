package io.nosagent.agent.gnoi;

import io.grpc.Status;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;

/**
 * The folders gNOI File may touch (the state directory's snapshot and log folders). A path is accepted
 * only when, with {@code ..} and every symbolic link resolved, it still lies inside one of them.
 */
public final class AllowedFolders {

    private final List<Path> roots;

    public AllowedFolders(List<Path> roots) {
        this.roots = roots.stream().map(p -> p.toAbsolutePath().normalize()).toList();
    }

    public List<Path> roots() {
        return roots;
    }

    /**
     * The real file behind {@code requested} (absolute, or relative to each folder in turn), refused with PERMISSION_DENIED when it leaves them and
     * NOT_FOUND when it does not exist.
     */
    public Path resolve(String requested) {
        if (requested == null || requested.isBlank()) {
            throw Status.INVALID_ARGUMENT.withDescription("remote_file: a path is required").asRuntimeException();
        }
        Path asked;
        try {
            asked = Path.of(requested);
        } catch (InvalidPathException e) {
            throw Status.INVALID_ARGUMENT.withDescription("remote_file '" + requested + "': " + e.getReason()).asRuntimeException();
        }
        for (Path root : roots) {
            Path candidate = asked.isAbsolute() ? asked.normalize() : root.resolve(asked).normalize();
            if (!candidate.startsWith(root)) {
                continue;
            }
            if (!Files.exists(candidate, LinkOption.NOFOLLOW_LINKS)) {
                throw Status.NOT_FOUND.withDescription("remote_file '" + requested + "' does not exist").asRuntimeException();
            }
            try {
                Path real = candidate.toRealPath();
                Path realRoot = root.toRealPath();
                if (real.startsWith(realRoot)) {
                    return real;
                }
            } catch (IOException e) {
                throw Status.NOT_FOUND.withDescription("remote_file '" + requested + "': " + e.getMessage()).asRuntimeException();
            }
            throw refused(requested);
        }
        throw refused(requested);
    }

    private RuntimeException refused(String requested) {
        return Status.PERMISSION_DENIED.withDescription("remote_file '" + requested + "' is outside the folders gNOI File serves "
                + roots).asRuntimeException();
    }
}
