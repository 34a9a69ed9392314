/**
 * The platform's components as config: today the integrated circuit's resource-utilization thresholds
 * ({@link io.nosagent.config.intent.platform.ComponentsIntent}), the hardware tables that report their use
 * ({@link io.nosagent.config.intent.platform.TableResource}) and the thresholds in effect for each.
 */
package io.nosagent.config.intent.platform;
