package io.nosagent.config.intent.platform;

/**
 * The thresholds in effect on a resource, in percent: the resource is exceeded once its use reaches
 * {@code upper} and stays so until it falls below {@code clear} (hysteresis: a table hovering at the
 * threshold does not flap the alarm).
 */
public record Thresholds(int upper, int clear) {

    /**
     * Unless configured: 85 % up, 70 % clear, SONiC's CRM defaults for its resource thresholds (high 85,
     * low 70): warning while a full table is still some hundreds of routes away.
     */
    public static final Thresholds DEFAULT = new Thresholds(85, 70);

    public Thresholds {
        if (upper < 0 || upper > 100 || clear < 0 || clear > 100) {
            throw new IllegalArgumentException("thresholds are percentages: upper " + upper + ", clear " + clear);
        }
    }
}
