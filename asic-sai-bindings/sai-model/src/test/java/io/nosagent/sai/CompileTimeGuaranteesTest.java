package io.nosagent.sai;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the typed specs promise, checked by compiling small snippets against this module's classes: a
 * value of the wrong kind, an attribute of another object type for a key, a reference from a
 * non-object attribute do not compile; the forms features use do, with no warning.
 */
class CompileTimeGuaranteesTest {

    private static final String IMPORTS = """
            import io.nosagent.sai.*;
            import io.nosagent.sai.meta.*;
            import io.nosagent.sai.store.*;
            import io.nosagent.sai.store.key.*;
            import java.util.*;
            """;

    @TempDir
    Path out;

    /** The diagnostics of compiling {@code body} as the body of a method with a store, a Sai and two handles at hand. */
    private List<Diagnostic<? extends JavaFileObject>> compile(String body) {
        String source = IMPORTS + """
                class Snippet {
                    void run(SaiStore store, Sai sai, SaiHandle<SaiObject.Port> port, SaiHandle<SaiObject.NextHopGroup> group,
                             NextHopGroupKey groupKey) {
                %s
                    }
                }
                """.formatted(body);
        var file = new SimpleJavaFileObject(URI.create("string:///Snippet.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        var diagnostics = new DiagnosticCollector<JavaFileObject>();
        var compiler = ToolProvider.getSystemJavaCompiler();
        var options = List.of("-Xlint:all", "-proc:none", "-d", out.toString(), "-cp", System.getProperty("java.class.path"));
        compiler.getTask(null, null, diagnostics, options, null, List.of(file)).call();
        return diagnostics.getDiagnostics();
    }

    private static String errors(List<Diagnostic<? extends JavaFileObject>> diagnostics) {
        return diagnostics.stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .map(d -> d.getMessage(null)).collect(Collectors.joining("\n"));
    }

    private void compilesCleanly(String body) {
        var diagnostics = compile(body);
        assertThat(diagnostics).as(body).extracting(d -> d.getKind() + ": " + d.getMessage(null)).isEmpty();
    }

    private void doesNotCompile(String body, String because) {
        assertThat(errors(compile(body))).as(body).contains(because);
    }

    @Test
    void theFormsFeaturesUseCompileWithoutWarnings() {
        compilesCleanly("""
                Attribute.Of<SaiObject.Port> mtu = PortAttr.MTU.u32(9100);
                Attribute.Of<SaiObject.NextHopGroup> ars = NextHopGroupAttr.ARS_OBJECT_ID.oid(0x1234);
                AttrValue value = sai.get(ObjectType.PORT, 1, PortAttr.MTU);
                List<AttrSpec> specs = List.of(PortAttr.MTU, PortAttr.ADMIN_STATE, NextHopGroupAttr.TYPE);
                List<AttrValue> values = sai.get(ObjectType.PORT, 1, List.of(PortAttr.MTU, PortAttr.SPEED));
                Map<AttrSpec, Integer> byAttribute = new HashMap<>();
                byAttribute.put(PortAttr.MTU, 1);
                var vendor = new AttrSpec.U32<>(SaiObject.Port.class, 0x10000001, "VENDOR_CREDIT_RAMP", Set.of(AttrFlag.CREATE_AND_SET));
                SaiHandle<SaiObject.Port> handle = store.ensure(new PortKey("eth1/1/1"), List.of(mtu, vendor.u32(7)));
                port.update(List.of(PortAttr.ADMIN_STATE.bool(true)));
                group.update(List.of(ars));
                sai.create(ObjectType.PORT, 1, List.of(mtu, PortAttr.ADMIN_STATE.bool(true)));
                AttrSpec untyped = AttrSpec.custom(ObjectType.PORT, 0x10000002, "VENDOR_X", ValueType.UINT32, Set.of());
                sai.set(ObjectType.PORT, 1, Attribute.checked(untyped, new AttrValue.U32(1)));
                var spec = new ObjectSpec<>(new PortKey("eth1/1/1"), List.of(
                        Desired.ref(PortAttr.QOS_DSCP_TO_TC_MAP, new NamedQosMapKey(0, "rtsw")), Desired.value(mtu)));
                """);
    }

    @Test
    void aValueOfAnotherKindDoesNotCompile() {
        doesNotCompile("PortAttr.MTU.bool(true);", "cannot find symbol");
        doesNotCompile("PortAttr.MTU.of(AttrValue.Bool.TRUE);", "incompatible types");
        doesNotCompile("QosMapAttr.MAP_TO_VALUE_LIST.of(new AttrValue.U32(1));", "incompatible types");
    }

    @Test
    void anAttributeOfAnotherObjectTypeDoesNotCompileForAKey() {
        doesNotCompile("store.ensure(groupKey, List.of(PortAttr.MTU.u32(9100)));", "no suitable method found for ensure");
        doesNotCompile("Attribute.Of<SaiObject.NextHopGroup> a = PortAttr.MTU.u32(9100);", "incompatible types");
        doesNotCompile("group.update(List.of(PortAttr.ADMIN_STATE.bool(true)));", "incompatible types");
        doesNotCompile("new ObjectSpec<>(groupKey, List.of(Desired.value(PortAttr.MTU.u32(9100))));", "ObjectSpec");
    }

    @Test
    void aReferenceFromAnAttributeThatHoldsNoObjectDoesNotCompile() {
        doesNotCompile("Desired.ref(PortAttr.MTU, groupKey);", "cannot be converted to io.nosagent.sai.AttrSpec.Oid");
    }

    @Test
    void anUntypedAttributeIsNotTakenForAKey() {
        doesNotCompile("store.ensure(new PortKey(\"eth1/1/1\"), List.of(Attribute.checked(PortAttr.MTU, new AttrValue.U32(1))));",
                "no suitable method found for ensure");
    }
}
