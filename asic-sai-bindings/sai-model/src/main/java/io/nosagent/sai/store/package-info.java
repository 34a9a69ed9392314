/**
 * {@link io.nosagent.sai.store.SaiStore}: the agent's record of the SAI objects it owns, by stable
 * host key. {@code ensure} creates an object once and afterwards sets only the attributes that
 * changed; handles are reference counted and the last one removes the object; a warm-boot state
 * lets a restarted agent adopt what the ASIC already holds instead of re-creating it (the idea
 * comes from FBOSS's SAI store).
 *
 * <p>Owned by the agent's single update thread: not thread-safe.
 */
package io.nosagent.sai.store;
