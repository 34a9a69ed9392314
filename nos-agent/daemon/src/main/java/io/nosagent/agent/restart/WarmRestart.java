package io.nosagent.agent.restart;

import io.nosagent.config.rib.Rib;
import io.nosagent.sai.store.WarmBootFile;
import io.nosagent.sai.store.WarmBootState;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * The warm-boot state of one state directory ({@value #FILE}): what the SAI store owned when the
 * agent stopped warm, and the routes it had learned ({@value #LEARNED}), written atomically, taken by the
 * next start and removed once that start has adopted them, so a later start can never adopt a stale state.
 */
public final class WarmRestart {

    static final String FILE = "warmboot/sai-store.json";
    static final String LEARNED = "warmboot/learned-routes.json";
    private static final Logger log = LoggerFactory.getLogger(WarmRestart.class);

    private final Path path;
    private final WarmBootFile file;
    private final LearnedRoutesFile learned;

    public WarmRestart(Path stateDir) {
        this.path = stateDir.resolve(FILE);
        this.file = new WarmBootFile(path);
        this.learned = new LearnedRoutesFile(stateDir.resolve(LEARNED));
    }

    public Path path() {
        return path;
    }

    /** Whether a warm stop left a state to adopt. */
    public boolean isPending() {
        return Files.isRegularFile(path);
    }

    /**
     * The state a start adopts. Empty (a cold start) when there is none, when it is damaged (moved
     * aside as {@code .bad}, kept for whoever looks into it), or when the ASIC no longer holds the switch
     * it describes: a virtual ASIC does not outlive its process.
     */
    public Optional<WarmBootState> take(boolean asicHoldsTheSwitch) {
        if (!isPending()) {
            return Optional.empty();
        }
        Optional<WarmBootState> state;
        try {
            state = file.read();
        } catch (IllegalStateException e) {
            Path bad = path.resolveSibling(path.getFileName() + ".bad");
            log.error("{}; starting cold, the file is kept as {}", e.getMessage(), bad);
            try {
                Files.move(path, bad, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException moveFailed) {
                throw new UncheckedIOException("cannot move the damaged warm-boot state aside", moveFailed);
            }
            return Optional.empty();
        }
        if (!asicHoldsTheSwitch) {
            log.warn("warm-boot state {} ignored: the ASIC was initialised anew (a virtual ASIC does not outlive its "
                    + "process); starting cold", path);
            consumed();
            return Optional.empty();
        }
        return state;
    }

    /** Writes what the store owns, atomically. */
    public void save(WarmBootState state) {
        try {
            file.write(state);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the warm-boot state " + path, e);
        }
    }

    /** Writes the routes learned when the agent stopped, atomically (before {@link #save}: the store's state marks a warm stop). */
    public void saveLearned(Rib rib) {
        try {
            learned.write(rib);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the learned routes of the warm stop " + learned.path(), e);
        }
    }

    /**
     * The routes the warm stop had learned, to program again with the first commit; none when it left none or
     * the file is damaged (kept as {@code .bad}: the protocols send their routes again anyway).
     */
    public Rib takeLearned() {
        try {
            return learned.read();
        } catch (IllegalStateException e) {
            Path bad = learned.path().resolveSibling(learned.path().getFileName() + ".bad");
            log.error("{}; the learned routes come back only as their protocols send them, the file is kept as {}", e.getMessage(), bad);
            try {
                Files.move(learned.path(), bad, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException moveFailed) {
                throw new UncheckedIOException("cannot move the damaged learned routes aside", moveFailed);
            }
            return Rib.EMPTY;
        }
    }

    /** The state was adopted (or cannot be): the next start is cold unless another warm stop saves one. */
    public void consumed() {
        try {
            Files.deleteIfExists(learned.path());
            Files.deleteIfExists(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove the warm-boot state " + path, e);
        }
    }
}
