package io.nosagent.cli;

import java.io.IOException;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassHierarchyResolver;
import java.lang.classfile.ClassModel;
import java.lang.classfile.ClassTransform;
import java.lang.classfile.CodeTransform;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * A build step of the client jar, run after shading and before the AOT cache is trained: rewrites its
 * class files older than Java 6 (version 49, picocli's among them) as Java 8 ones (version 52) with
 * the stack maps the JDK's class-file API computes. The JVM keeps old class files out of the AOT cache
 * and checks them with its slower type-inferring verifier, so without this every command would load
 * and verify picocli from the jar. The bytecode itself is unchanged. A class whose stack maps cannot
 * be computed (a type it names is not in the jar or the JDK) stays as it was, and is reported.
 */
public final class ClassFileUpgrade {

    /** The oldest class-file version the AOT cache holds (Java 6, the first with stack maps). */
    static final int ARCHIVABLE = ClassFile.JAVA_6_VERSION;
    /** The version the old class files become: Java 8, whose verifier needs the stack maps written here. */
    static final int TARGET = ClassFile.JAVA_8_VERSION;

    /** What the upgrade did: the classes rewritten and the old ones it had to leave as they were, with why. */
    public record Report(int upgraded, List<String> keptOld) {
    }

    private ClassFileUpgrade() {
    }

    /** {@code java io.nosagent.cli.ClassFileUpgrade JAR}: upgrades {@code JAR} in place. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: ClassFileUpgrade JAR");
            System.exit(2);
        }
        Report report = upgrade(Path.of(args[0]));
        System.out.println("class-file upgrade: " + report.upgraded() + " old class files now version " + TARGET
                + (report.keptOld().isEmpty() ? "" : "; kept as they were: " + String.join("; ", report.keptOld())));
    }

    /** Rewrites {@code jar}'s old class files in place (through a file beside it, moved over it at the end). */
    public static Report upgrade(Path jar) throws IOException {
        Path out = jar.resolveSibling(jar.getFileName() + ".upgrading");
        int upgraded = 0;
        var keptOld = new ArrayList<String>();
        try (var types = new URLClassLoader(new URL[]{jar.toUri().toURL()}, null);
             var in = new ZipInputStream(Files.newInputStream(jar));
             var zip = new ZipOutputStream(Files.newOutputStream(out))) {
            // the stack maps name the common supertypes of values: found in the jar, else in the JDK
            var classFile = ClassFile.of(ClassFile.StackMapsOption.GENERATE_STACK_MAPS,
                    ClassFile.ConstantPoolSharingOption.NEW_POOL,
                    ClassFile.ClassHierarchyResolverOption.of(ClassHierarchyResolver.ofResourceParsing(types)
                            .orElse(ClassHierarchyResolver.defaultResolver()).cached()));
            for (ZipEntry entry; (entry = in.getNextEntry()) != null; ) {
                byte[] bytes = in.readAllBytes();
                if (entry.getName().endsWith(".class") && !entry.getName().startsWith("META-INF/")) {
                    ClassModel model = classFile.parse(bytes);
                    if (model.majorVersion() < ARCHIVABLE) {
                        try {
                            bytes = classFile.transformClass(model, ClassTransform.endHandler(b -> b.withVersion(TARGET, 0))
                                    .andThen(ClassTransform.transformingMethodBodies(CodeTransform.ACCEPT_ALL)));
                            upgraded++;
                        } catch (IllegalArgumentException | IllegalStateException e) {
                            keptOld.add(entry.getName() + " (" + e.getMessage() + ")");
                        }
                    }
                }
                var copy = new ZipEntry(entry.getName());
                copy.setTime(entry.getTime());
                zip.putNextEntry(copy);
                zip.write(bytes);
                zip.closeEntry();
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(out);
            throw e;
        }
        Files.move(out, jar, StandardCopyOption.REPLACE_EXISTING);
        return new Report(upgraded, List.copyOf(keptOld));
    }
}
