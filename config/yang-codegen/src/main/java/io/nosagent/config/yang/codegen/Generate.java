package io.nosagent.config.yang.codegen;

import org.opendaylight.yangtools.yang.model.api.EffectiveModelContext;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The generator's entry point: {@code Generate YANG_DIR OUT_DIR LIBRARY_DIR...}. Reads
 * {@code YANG_DIR/served.txt} and the YANG (the project's modules in YANG_DIR, the rest from the library
 * folders, e.g. the OpenConfig release and its third-party IETF modules), and replaces the generated
 * package under OUT_DIR with the served tree's Java.
 */
public final class Generate {

    private Generate() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: Generate YANG_DIR OUT_DIR LIBRARY_DIR...");
            System.exit(2);
        }
        var libraries = new ArrayList<Path>();
        for (int i = 2; i < args.length; i++) {
            libraries.add(Path.of(args[i]));
        }
        Map<String, String> files = sources(Path.of(args[0]), libraries);
        write(files, Path.of(args[1]));
        System.out.println("yang-codegen: " + files.size() + " files in " + Path.of(args[1]).resolve(JavaSource.PACKAGE.replace('.', '/')));
    }

    /** The generated files (path under the source root to content) for the YANG in {@code yang}. */
    public static Map<String, String> sources(Path yang, List<Path> libraries) throws Exception {
        Manifest manifest = Manifest.read(yang.resolve("served.txt"));
        EffectiveModelContext context = YangModels.parse(yang, libraries, manifest.modules());
        return JavaSource.generate(new ServedTree(context, manifest).tops());
    }

    /** Replaces the generated package under {@code root} with {@code files}. */
    public static void write(Map<String, String> files, Path root) throws IOException {
        Path dir = root.resolve(JavaSource.PACKAGE.replace('.', '/'));
        if (Files.isDirectory(dir)) {
            try (Stream<Path> old = Files.walk(dir)) {
                for (Path p : old.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        for (var e : files.entrySet()) {
            Path p = root.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, e.getValue());
        }
    }
}
