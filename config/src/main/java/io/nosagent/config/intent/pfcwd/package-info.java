/**
 * The PFC watchdog section of the intent ({@code nosagent-pfcwd}): poll interval, big red switch, and
 * the detection time, restoration time and action for every lossless queue, switch-wide with per-port
 * and per-queue overrides.
 */
package io.nosagent.config.intent.pfcwd;
