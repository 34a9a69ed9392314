/** Plain-text output a network engineer reads at a glance: aligned tables for the CLI and the benchmarks. */
package io.nosagent.agent.text;
