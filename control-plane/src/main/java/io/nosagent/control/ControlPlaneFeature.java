package io.nosagent.control;

import io.nosagent.config.codec.Section;
import io.nosagent.config.codec.Sections;
import io.nosagent.config.codec.ShippedCopp;
import io.nosagent.config.validate.IntentValidator;
import io.nosagent.control.copp.CoppProgrammer;
import io.nosagent.control.copp.CpuQueueCheck;
import io.nosagent.feature.Feature;
import io.nosagent.feature.FeatureContext;
import io.nosagent.feature.ProgrammingStep;
import io.nosagent.feature.gnmi.YangModel;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.SwitchAttr;

import java.util.List;

/**
 * The control plane as the agent runs it: the CoPP profile in effect programmed on the first commit and
 * whenever its section changes.
 */
public final class ControlPlaneFeature implements Feature {

    /** The CoPP step: CPU queues' policers and trap groups, and the traps. */
    public static final String COPP = "copp";

    private final CoppProgrammer copp;
    private final long cpuQueues;

    public ControlPlaneFeature(FeatureContext context) {
        this.copp = new CoppProgrammer(context.store(), ShippedCopp.profile());
        this.cpuQueues = ((AttrValue.U32) context.sai().get(ObjectType.SWITCH, context.sw().switchId(),
                SwitchAttr.NUMBER_OF_CPU_QUEUES)).value();
    }

    @Override
    public String name() {
        return "control-plane";
    }

    /** What CoPP programmed. */
    public CoppProgrammer copp() {
        return copp;
    }

    @Override
    public List<Section<?>> sections() {
        return List.of(Sections.copp());
    }

    @Override
    public List<IntentValidator> checks() {
        return List.of(new CpuQueueCheck(cpuQueues));
    }

    @Override
    public List<ProgrammingStep> programmers() {
        return List.of(ProgrammingStep.of(COPP, copp));
    }

    @Override
    public List<YangModel> models() {
        return List.of(YangModel.project("nosagent-copp", "2026-12-20"));
    }
}
