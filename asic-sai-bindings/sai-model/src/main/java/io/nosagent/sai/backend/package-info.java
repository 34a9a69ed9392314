/**
 * What the agent needs of a SAI backend beyond the SAI calls ({@link io.nosagent.sai.backend.SaiBackend}:
 * warm-restart support, an object listing for snapshots) and how a build's backends are found
 * ({@link io.nosagent.sai.backend.SaiBackendProvider}). The daemon sees only these, never a backend class.
 */
package io.nosagent.sai.backend;
