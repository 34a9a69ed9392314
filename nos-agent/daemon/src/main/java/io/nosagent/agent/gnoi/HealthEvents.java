package io.nosagent.agent.gnoi;

import io.nosagent.agent.gnmi.paths.PlatformComponentsHandler;
import io.nosagent.agent.snapshot.SnapshotEntry;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import io.nosagent.sai.observe.Published;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Health events, read from the snapshot index: every snapshot a watchdog case triggered is one
 * UNHEALTHY event of the component its resource names, with that snapshot as its artifact. Events so
 * live as long as their snapshot (restarts included); which ones were acknowledged is kept beside.
 */
public final class HealthEvents {

    private static final Pattern INTERFACE = Pattern.compile("/interfaces/interface\\[name=([^\\]]+)\\]");
    private static final Pattern COMPONENT = Pattern.compile("^/components/component\\[name=([^\\]]+)\\]");

    /**
     * One health event.
     *
     * @param id        the event's and its artifact's id ({@code snapshot-<n>})
     * @param component the component name
     * @param snapshot  its fault snapshot
     */
    public record Event(String id, String component, SnapshotEntry snapshot) {
    }

    private final Supplier<List<SnapshotEntry>> index;
    private final Path acknowledgedFile;
    private final Set<String> acknowledged = new LinkedHashSet<>();
    private final Published<Integer> acknowledgements = new Published<>("healthz acknowledgements", 0);

    public HealthEvents(Supplier<List<SnapshotEntry>> index, Path acknowledgedFile) {
        this.index = index;
        this.acknowledgedFile = acknowledgedFile;
        try {
            if (Files.exists(acknowledgedFile)) {
                acknowledged.addAll(Files.readAllLines(acknowledgedFile).stream().filter(l -> !l.isBlank()).toList());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + acknowledgedFile, e);
        }
    }

    /** The artifact and event id of a snapshot. */
    public static String id(SnapshotEntry e) {
        return "snapshot-" + e.id();
    }

    /** The component a fault's resource is about: the one it names, the PORT of an interface, else the ASIC. */
    public static String component(String resource) {
        var c = COMPONENT.matcher(resource);
        if (c.find()) {
            return c.group(1);
        }
        var m = INTERFACE.matcher(resource);
        return m.find() ? PlatformComponentsHandler.portComponent(m.group(1)) : PlatformComponentsHandler.ASIC;
    }

    /** Every event, oldest first. */
    public List<Event> all() {
        return index.get().stream().filter(e -> e.caseId().isPresent())
                .map(e -> new Event(id(e), component(e.resource()), e)).toList();
    }

    public List<Event> of(String component) {
        return all().stream().filter(e -> e.component().equals(component)).toList();
    }

    /** Any snapshot by its artifact id (a Check's too, which is no event). */
    public Optional<SnapshotEntry> snapshot(String id) {
        return index.get().stream().filter(e -> id(e).equals(id)).findFirst();
    }

    public synchronized boolean acknowledged(String id) {
        return acknowledged.contains(id);
    }

    /** Marks an event acknowledged, durably. */
    public synchronized void acknowledge(String id) {
        if (!acknowledged.add(id)) {
            return;
        }
        try {
            Path tmp = acknowledgedFile.resolveSibling(acknowledgedFile.getFileName() + ".tmp");
            Files.write(tmp, acknowledged);
            Files.move(tmp, acknowledgedFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            acknowledged.remove(id);
            throw new UncheckedIOException("cannot write " + acknowledgedFile, e);
        }
        acknowledgements.publish(acknowledged.size());
    }

    /** How many events were acknowledged, published on each acknowledgement. */
    public Published<Integer> acknowledgements() {
        return acknowledgements;
    }

}
