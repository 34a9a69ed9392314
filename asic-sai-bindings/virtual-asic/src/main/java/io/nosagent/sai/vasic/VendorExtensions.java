package io.nosagent.sai.vasic;

import io.nosagent.sai.AttrDefault;
import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.platform.Platform;

import java.util.ArrayList;
import java.util.List;

/**
 * The vendor's custom attributes the virtual ASIC implements, at the ids the platform description
 * gives ({@link Platform.VoqCreditAttributes}), with its defaults and the ranges it takes: on a VOQ
 * switch, per egress port, the credit an idle VOQ starts with and the ramp of its credit rate to line
 * rate (the data plane's {@code dataplane.voq}). The defaults are the simulator's model, not a vendor's
 * published figures (none are public).
 */
public final class VendorExtensions {

    /**
     * None: an idle VOQ sends nothing before its credit request has been answered, so the credit exchange
     * is on every unloaded path through the switch (FACTS: it adds to the 22 us production RTT). A model's
     * choice; no vendor publishes its default.
     */
    public static final long DEFAULT_INITIAL_CREDIT_BYTES = 0;
    /** The most an idle VOQ may start with: a 1 MiB burst already fills an egress port for 21 us at 400G. */
    public static final long MAX_INITIAL_CREDIT_BYTES = 1 << 20;
    /** Percent of line rate an active VOQ's credit rate gains per microsecond (from {@link #RAMP_FLOOR_PERCENT}). */
    public static final long DEFAULT_CREDIT_RAMP = 10;
    public static final long MIN_CREDIT_RAMP = 1;
    public static final long MAX_CREDIT_RAMP = 100;
    /** The credit rate an idle VOQ starts at, percent of line rate, before the ramp adds to it. */
    public static final int RAMP_FLOOR_PERCENT = 10;

    private VendorExtensions() {
    }

    /** The custom attributes {@code platform} has, as the catalog knows them: uint32, create and set, with their defaults. */
    static List<AttrSpec> of(Platform platform) {
        var out = new ArrayList<AttrSpec>();
        platform.features().voqCredits().ifPresent(voq -> {
            out.add(withDefault(voq.initialCredit(), DEFAULT_INITIAL_CREDIT_BYTES));
            out.add(withDefault(voq.creditRamp(), DEFAULT_CREDIT_RAMP));
        });
        return out;
    }

    private static AttrSpec withDefault(AttrSpec s, long value) {
        return AttrSpec.untyped(s.objectType(), s.id(), s.name(), s.valueType(), s.flags(), null, s.objects(), false,
                AttrDefault.of(new AttrValue.U32(value)));
    }
}
