package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.SwitchAttr;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * A backend opened on a test library with a switch of {@code ports} ports and a call trace,
 * plus the library's test hooks.
 */
final class NativeSaiFixture implements AutoCloseable {

    final TestSaiLibrary hooks;
    final NativeSai sai;
    final Path trace;
    final long switchId;
    final long defaultVr;
    final List<Long> ports;

    NativeSaiFixture(Path library, Path dir, int ports) {
        hooks = new TestSaiLibrary(library);
        trace = dir.resolve("trace.txt");
        var profile = new LinkedHashMap<String, String>();
        profile.put("SAI_TEST_TRACE_FILE", trace.toString());
        profile.put("SAI_TEST_PORTS", Integer.toString(ports));
        sai = NativeSai.open(library, profile);
        switchId = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
        defaultVr = ((AttrValue.Oid) sai.get(ObjectType.SWITCH, switchId, SwitchAttr.DEFAULT_VIRTUAL_ROUTER_ID)).value();
        var list = (AttrValue.OidList) sai.get(ObjectType.SWITCH, switchId, SwitchAttr.PORT_LIST);
        this.ports = java.util.Arrays.stream(list.values()).boxed().toList();
    }

    /** The calls the library traced so far. */
    List<NativeCallTrace.Call> calls() {
        return NativeCallTrace.read(trace);
    }

    @Override
    public void close() {
        sai.close();
        hooks.close();
    }
}
