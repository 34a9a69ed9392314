/**
 * The SAI object model every feature programs against: the {@link io.nosagent.sai.Sai} port,
 * attribute descriptions ({@link io.nosagent.sai.AttrSpec}) and values
 * ({@link io.nosagent.sai.AttrValue}), status codes, entry keys, stats and notifications.
 *
 * <p>Object types, value types and status codes here, and the attribute / stat / enum tables in
 * {@code io.nosagent.sai.meta}, are generated from the SAI 1.18.1 metadata; nothing is typed by
 * hand. Backends live in sub-packages: {@code vasic} (virtual ASIC) and {@code ffm} (vendor
 * {@code libsai.so}); {@code store} holds {@code SaiStore}, the record of every object the agent writes by
 * typed host key ({@code store.key}).
 */
package io.nosagent.sai;
