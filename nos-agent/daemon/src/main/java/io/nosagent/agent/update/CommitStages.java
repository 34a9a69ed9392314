package io.nosagent.agent.update;

import java.time.Duration;

/**
 * Where a commit's time went, stage by stage: validating the edited intent, programming its delta, and
 * persisting it (creating the file before programming, then waiting for its
 * write, which runs beside the programming, and installing it).
 */
public record CommitStages(long version, Duration validate, Duration program, Duration persist) {

    public Duration total() {
        return validate.plus(program).plus(persist);
    }
}
