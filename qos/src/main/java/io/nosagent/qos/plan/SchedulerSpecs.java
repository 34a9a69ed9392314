package io.nosagent.qos.plan;

import io.nosagent.config.intent.qos.Wred;
import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.SaiEnums;
import io.nosagent.sai.meta.SchedulerAttr;
import io.nosagent.sai.meta.WredAttr;
import io.nosagent.sai.store.ObjectSpec;
import io.nosagent.sai.store.key.SchedulerKey;
import io.nosagent.sai.store.key.WredKey;

import java.util.ArrayList;
import java.util.List;

/**
 * Schedulers and WRED profiles. A scheduler is one per policy input (all ports with that policy share
 * it), so a new weight is one set; the CTS queue has a strict scheduler of its own. Weighted queues are
 * DWRR (byte-fair: RDMA's 4 KiB frames and a monitoring flow's small ones get the configured shares of
 * bytes, not of packets).
 */
final class SchedulerSpecs {

    private SchedulerSpecs() {
    }

    static ObjectSpec<SaiObject.Scheduler> strict(SchedulerKey key) {
        return ObjectSpec.of(key, List.of(SchedulerAttr.SCHEDULING_TYPE.s32(SaiEnums.SchedulingType.STRICT)));
    }

    static ObjectSpec<SaiObject.Scheduler> weighted(SchedulerKey key, long weight) {
        return ObjectSpec.of(key, List.of(SchedulerAttr.SCHEDULING_TYPE.s32(SaiEnums.SchedulingType.DWRR),
                SchedulerAttr.SCHEDULING_WEIGHT.u8((int) weight)));
    }

    /**
     * WRED/ECN for green traffic: with ECN, ECT packets are marked between the thresholds (SAI's ECN
     * thresholds), others dropped only with {@code drop} (GREEN_ENABLE, same thresholds). Thresholds are
     * given only where SAI says they are valid (ECN ones with a mark mode, drop ones with GREEN_ENABLE).
     * Thresholds in percent are of {@code queueBufferBytes}, the packet buffer a queue's depth can grow into
     * (one WRED object serves every queue of the profile, so one size for all).
     */
    static ObjectSpec<SaiObject.Wred> wred(String profile, Wred w, long queueBufferBytes) {
        long min = w.minThresholdBytes(queueBufferBytes);
        long max = w.maxThresholdBytes(queueBufferBytes);
        var attrs = new ArrayList<Attribute.Of<SaiObject.Wred>>();
        attrs.add(WredAttr.GREEN_ENABLE.bool(w.drop()));
        if (w.drop()) {
            attrs.add(WredAttr.GREEN_MIN_THRESHOLD.u32(min));
            attrs.add(WredAttr.GREEN_MAX_THRESHOLD.u32(max));
            attrs.add(WredAttr.GREEN_DROP_PROBABILITY.u32(w.maxDropProbabilityPercent()));
        }
        attrs.add(WredAttr.WEIGHT.u8(w.weight()));
        attrs.add(WredAttr.ECN_MARK_MODE.s32(w.enableEcn() ? SaiEnums.EcnMarkMode.GREEN : SaiEnums.EcnMarkMode.NONE));
        if (w.enableEcn()) {
            attrs.add(WredAttr.ECN_GREEN_MIN_THRESHOLD.u32(min));
            attrs.add(WredAttr.ECN_GREEN_MAX_THRESHOLD.u32(max));
            attrs.add(WredAttr.ECN_GREEN_MARK_PROBABILITY.u32(w.maxDropProbabilityPercent()));
        }
        return ObjectSpec.of(new WredKey(profile), attrs);
    }
}
