package io.nosagent.sai.ffm;

import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.SaiStatusCode;
import io.nosagent.sai.meta.NextHopGroupAttr;
import io.nosagent.sai.meta.PortAttr;
import io.nosagent.sai.meta.SchedulerAttr;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.meta.WredAttr;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A failing status from the library becomes a {@link SaiException} carrying the status, the
 * operation and, for attribute-indexed statuses in either vendor encoding, the attribute the index
 * points at. Values the backend cannot marshal fail before the library sees them.
 */
class NativeSaiErrorTest {

    private static final int INVALID_ATTR_VALUE_0 = SaiStatusCode.INVALID_ATTR_VALUE.value();

    @TempDir
    Path dir;

    private TestSaiLibrary hooks;
    private NativeSai sai;
    private Path trace;
    private long sw;

    @BeforeEach
    void open() {
        Path library = TestSaiLibrary.full();
        hooks = new TestSaiLibrary(library);
        trace = dir.resolve("trace.txt");
        sai = NativeSai.open(library, Map.of("SAI_TEST_TRACE_FILE", trace.toString()));
        sw = sai.create(ObjectType.SWITCH, 0, List.of(SwitchAttr.INIT_SWITCH.bool(true)));
    }

    @AfterEach
    void close() {
        sai.close();
        hooks.close();
    }

    private static List<Attribute> wredAttrs() {
        return List.of(WredAttr.GREEN_ENABLE.bool(true), WredAttr.GREEN_MIN_THRESHOLD.u32(300_000),
                WredAttr.GREEN_MAX_THRESHOLD.u32(600_000), WredAttr.ECN_MARK_MODE.s32(1));
    }

    @Test
    void invalidAttrValuePlusTwoInTheAdditiveEncodingNamesTheThirdAttribute() {
        hooks.failNext(INVALID_ATTR_VALUE_0 + 2);

        assertThatThrownBy(() -> sai.create(ObjectType.WRED, sw, wredAttrs()))
                .isInstanceOfSatisfying(SaiException.class, e -> {
                    assertThat(e.status().code()).isEqualTo(SaiStatusCode.INVALID_ATTR_VALUE);
                    assertThat(e.status().attrIndex()).isEqualTo(2);
                    assertThat(e.attribute()).isEqualTo(WredAttr.GREEN_MAX_THRESHOLD);
                    assertThat(e.rawStatus()).isEqualTo(INVALID_ATTR_VALUE_0 + 2);
                    assertThat(e.operation()).isEqualTo(SaiOperation.CREATE);
                    assertThat(e.objectType()).isEqualTo(ObjectType.WRED);
                    assertThat(e).hasMessageContaining("SAI_WRED_ATTR_GREEN_MAX_THRESHOLD");
                });
    }

    @Test
    void theHeaderEncodingNamesTheSameAttribute() {
        hooks.failNext(INVALID_ATTR_VALUE_0 - 2);

        assertThatThrownBy(() -> sai.create(ObjectType.WRED, sw, wredAttrs()))
                .isInstanceOfSatisfying(SaiException.class, e -> assertThat(e.attribute()).isEqualTo(WredAttr.GREEN_MAX_THRESHOLD));
    }

    @Test
    void aPlainStatusOnRemoveCarriesTheObject() {
        long scheduler = sai.create(ObjectType.SCHEDULER, sw, List.of(SchedulerAttr.SCHEDULING_WEIGHT.u8(8)));
        hooks.failNext(SaiStatusCode.OBJECT_IN_USE.value());

        assertThatThrownBy(() -> sai.remove(ObjectType.SCHEDULER, scheduler))
                .isInstanceOfSatisfying(SaiException.class, e -> {
                    assertThat(e.status().code()).isEqualTo(SaiStatusCode.OBJECT_IN_USE);
                    assertThat(e.attribute()).isNull();
                    assertThat(e).hasMessageContaining(Long.toHexString(scheduler));
                });
        sai.remove(ObjectType.SCHEDULER, scheduler); // the failure changed nothing
    }

    @Test
    void anUnknownObjectFailsWithTheLibrarysStatus() {
        assertThatThrownBy(() -> sai.set(ObjectType.PORT, 0x0001_0000_0000_9999L, PortAttr.ADMIN_STATE.bool(true)))
                .isInstanceOfSatisfying(SaiException.class,
                        e -> assertThat(e.status().code()).isEqualTo(SaiStatusCode.INVALID_OBJECT_ID));
    }

    @Test
    void aValueOfTheWrongKindIsRefusedBeforeTheLibraryIsCalled() {
        long before = hooks.objectCount();
        var wrong = Attribute.unchecked(WredAttr.GREEN_MIN_THRESHOLD, AttrValue.Bool.TRUE);

        assertThatThrownBy(() -> sai.create(ObjectType.WRED, sw, List.of(WredAttr.GREEN_ENABLE.bool(true), wrong)))
                .isInstanceOfSatisfying(SaiException.class, e -> {
                    assertThat(e.status().code()).isEqualTo(SaiStatusCode.INVALID_ATTR_VALUE);
                    assertThat(e.status().attrIndex()).isEqualTo(1);
                    assertThat(e.attribute()).isEqualTo(WredAttr.GREEN_MIN_THRESHOLD);
                });
        assertThat(hooks.objectCount()).isEqualTo(before);
        assertThat(NativeCallTrace.read(trace)).noneMatch(c -> c.objectType() == ObjectType.WRED);
    }

    @Test
    void anAttributeOfAnotherObjectTypeIsRefused() {
        assertThatThrownBy(() -> sai.create(ObjectType.WRED, sw, List.of(PortAttr.ADMIN_STATE.bool(true))))
                .isInstanceOfSatisfying(SaiException.class, e -> {
                    assertThat(e.status().code()).isEqualTo(SaiStatusCode.INVALID_ATTRIBUTE);
                    assertThat(e.attribute()).isEqualTo(PortAttr.ADMIN_STATE);
                    assertThat(e).hasMessageContaining("SAI_PORT_ATTR_ADMIN_STATE is an attribute of PORT");
                });
    }

    @Test
    void aGetOfAKindTheBackendDoesNotMarshalNamesIt() {
        assertThatThrownBy(() -> sai.get(ObjectType.SWITCH, sw, List.of(SwitchAttr.CPU_PORT, SwitchAttr.ACL_CAPABILITY)))
                .isInstanceOfSatisfying(SaiException.class, e -> {
                    assertThat(e.status().attrIndex()).isEqualTo(1);
                    assertThat(e.attribute()).isEqualTo(SwitchAttr.ACL_CAPABILITY);
                });
    }

    @Test
    void entryKeyedCallsAreRefusedOnTheObjectIdMethods() {
        assertThatThrownBy(() -> sai.create(ObjectType.ROUTE_ENTRY, sw, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("entry-keyed");
    }

    @Test
    void aFailedGetNamesTheAttributeItsIndexPointsAt() {
        long group = sai.create(ObjectType.NEXT_HOP_GROUP, sw, List.of());
        hooks.failNext(SaiStatusCode.ATTR_NOT_IMPLEMENTED.value() + 1);

        assertThatThrownBy(() -> sai.get(ObjectType.NEXT_HOP_GROUP, group,
                List.of(NextHopGroupAttr.TYPE, NextHopGroupAttr.NEXT_HOP_MEMBER_LIST)))
                .isInstanceOfSatisfying(SaiException.class, e -> {
                    assertThat(e.status().code()).isEqualTo(SaiStatusCode.ATTR_NOT_IMPLEMENTED);
                    assertThat(e.attribute()).isEqualTo(NextHopGroupAttr.NEXT_HOP_MEMBER_LIST);
                });
    }
}
