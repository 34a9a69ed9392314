/**
 * The contract between the agent and its features: a {@link io.nosagent.feature.Feature} declares its
 * config sections, its {@link io.nosagent.feature.ProgrammingStep}s and what each runs after (the agent
 * orders them with {@link io.nosagent.feature.ProgrammingOrder}), its gNMI state and its snapshot part,
 * and is built from a {@link io.nosagent.feature.FeatureContext}. Features and the daemon see this
 * module; features see neither each other nor the daemon.
 */
package io.nosagent.feature;
