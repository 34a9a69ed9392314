/**
 * {@link io.nosagent.sai.store.SaiStore}: every SAI object the agent writes, by stable host key
 * ({@code store.key}) or entry key, each taking only its own object type's attributes. The store creates an object once (or adopts what the switch built
 * at bring-up) and afterwards writes only attributes that differ; each {@link io.nosagent.sai.store.SaiHandle}
 * owns its share of an object's attributes, so several features can set one port; the last handle
 * removes a created object or resets a switch-built one; many routes and group members go through
 * the SAI bulk calls. A warm-boot state ({@link io.nosagent.sai.store.WarmBootFile}, JSON forms in
 * {@code store.json}) lets a restarted agent adopt every object with its attributes instead of
 * re-creating it (the idea comes from FBOSS's SAI store).
 *
 * <p>{@link io.nosagent.sai.store.OwnedObjects} is the declarative shape programmers share: they compute
 * what they want from the intent as {@link io.nosagent.sai.store.ObjectSpec}s (attributes as values or
 * {@link io.nosagent.sai.store.Desired} references to other objects by key) and let it ensure them in
 * order and release, newest first, what they no longer want; a whole set or one item at a time.
 *
 * <p>Owned by the agent's single update thread: not thread-safe.
 */
package io.nosagent.sai.store;
