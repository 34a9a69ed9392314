/**
 * Benchmarks a user can rerun from the command line ({@code nos-agent bench ...}): each prints a
 * table with the measured figure next to its target. They measure; they never assert.
 */
package io.nosagent.lab.bench;
