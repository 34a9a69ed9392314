package io.nosagent.config.codec;

import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.validate.ValidationContext;

/**
 * An intent that passed every check of {@link IntentCodec#validated} against a context: what a config
 * store persists without checking it again. Only the codec makes one.
 */
public final class ValidIntent {

    private final SwitchIntent intent;
    private final ValidationContext context;

    ValidIntent(SwitchIntent intent, ValidationContext context) {
        this.intent = intent;
        this.context = context;
    }

    public SwitchIntent intent() {
        return intent;
    }

    /** The context it was checked against. */
    public ValidationContext context() {
        return context;
    }
}
