package io.nosagent.config.yang.codegen;

import org.opendaylight.yangtools.yang.model.api.EffectiveModelContext;
import org.opendaylight.yangtools.yang.model.api.source.SourceIdentifier;
import org.opendaylight.yangtools.yang.model.spi.source.StringYangTextSource;
import org.opendaylight.yangtools.yang.parser.api.YangParser;
import org.opendaylight.yangtools.yang.parser.api.YangParserConfiguration;
import org.opendaylight.yangtools.yang.parser.api.YangParserException;
import org.opendaylight.yangtools.yang.parser.impl.DefaultYangParserFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Parses the project's YANG modules and the library modules they and the manifest need into one
 * effective model with yangtools (OpenConfig extensions included). Only modules reached through an
 * import or include, or named by the manifest, are read: the OpenConfig tree has hundreds.
 */
final class YangModels {

    private static final Pattern IMPORT = Pattern.compile("^\\s*(?:import|include)\\s+([A-Za-z0-9_.-]+)\\s*[{;]", Pattern.MULTILINE);

    private YangModels() {
    }

    /**
     * @param project   the project's modules (every {@code *.yang} below it is implemented)
     * @param libraries folders searched for imported modules and for modules the manifest names
     * @param named     library modules to implement (their nodes and identities are served)
     */
    static EffectiveModelContext parse(Path project, List<Path> libraries, Collection<String> named)
            throws IOException, YangParserException {
        Map<String, Path> library = index(libraries);
        var implemented = new LinkedHashSet<Path>(yangFiles(project));
        for (String module : named) {
            if (implemented.stream().noneMatch(p -> moduleName(p).equals(module))) {
                Path file = library.get(module);
                if (file == null) {
                    throw new IllegalArgumentException("module '" + module + "' is in no YANG folder (" + libraries + ")");
                }
                implemented.add(file);
            }
        }
        Set<Path> imported = imports(implemented, library);
        // Declaration references give augmenting nodes their order in their own module (ServedTree).
        YangParser parser = new DefaultYangParserFactory().createParser(
                YangParserConfiguration.builder().retainDeclarationReferences(true).build());
        for (Path p : implemented) {
            parser.addSource(source(p));
        }
        for (Path p : imported) {
            parser.addLibSource(source(p));
        }
        return parser.buildEffectiveModel();
    }

    /**
     * A module's text named by its file name alone: yangtools merges groupings and augmentations in an
     * order that follows its sources' names, so a name holding the folder would make the generated code
     * differ from one checkout to another.
     */
    private static StringYangTextSource source(Path file) throws IOException {
        return new StringYangTextSource(new SourceIdentifier(moduleName(file)), Files.readString(file),
                file.getFileName().toString());
    }

    /** Every module reached from {@code roots} by import or include, not counting the roots. */
    private static Set<Path> imports(Set<Path> roots, Map<String, Path> library) throws IOException {
        var seen = new LinkedHashSet<Path>();
        var names = new HashMap<String, Path>();
        roots.forEach(p -> names.put(moduleName(p), p));
        var todo = new ArrayDeque<>(roots);
        while (!todo.isEmpty()) {
            var matcher = IMPORT.matcher(Files.readString(todo.pop()));
            while (matcher.find()) {
                String name = matcher.group(1);
                if (names.containsKey(name)) {
                    continue;
                }
                Path file = library.get(name);
                if (file == null) {
                    throw new IllegalArgumentException("imported module '" + name + "' is in no YANG folder");
                }
                names.put(name, file);
                seen.add(file);
                todo.add(file);
            }
        }
        return seen;
    }

    private static Map<String, Path> index(List<Path> folders) throws IOException {
        var out = new HashMap<String, Path>();
        for (Path folder : folders) {
            for (Path p : yangFiles(folder)) {
                out.putIfAbsent(moduleName(p), p);
            }
        }
        return out;
    }

    static List<Path> yangFiles(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(p -> p.toString().endsWith(".yang")).sorted().toList();
        }
    }

    /** {@code openconfig-qos} for {@code openconfig-qos.yang} or {@code openconfig-qos@2024-01-01.yang}. */
    private static String moduleName(Path file) {
        String name = file.getFileName().toString();
        name = name.substring(0, name.length() - ".yang".length());
        int at = name.indexOf('@');
        return at < 0 ? name : name.substring(0, at);
    }
}
