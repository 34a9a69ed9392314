package io.nosagent.agent.gnmi.subscribe;

import io.nosagent.api.gnmi.proto.SubscriptionMode;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.config.ConfigPath;

import java.util.List;

/**
 * One path of a subscription list, checked and resolved.
 *
 * @param path              absolute path with canonical origin
 * @param requestedOrigin   the origin as the client spelled it, echoed in notification prefixes
 * @param mode              ON_CHANGE, SAMPLE or TARGET_DEFINED (STREAM lists only)
 * @param sampleNanos       sample interval (SAMPLE)
 * @param suppressRedundant send only changed leaves at each sample (SAMPLE)
 * @param heartbeatNanos    resend everything at least this often; 0 = never
 * @param handlers          the handlers serving data under the path
 */
record Subscription(ConfigPath path, String requestedOrigin, SubscriptionMode mode, long sampleNanos,
                    boolean suppressRedundant, long heartbeatNanos, List<PathHandler> handlers) {
}
