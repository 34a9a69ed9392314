/**
 * The SAI object model every feature programs against: the {@link io.nosagent.sai.Sai} port,
 * attribute descriptions ({@link io.nosagent.sai.AttrSpec}) and values
 * ({@link io.nosagent.sai.AttrValue}), status codes, entry keys, stats and notifications.
 *
 * <p>Attributes are typed: a spec is an {@code AttrSpec.Of<O, V>} of one object type ({@code O}, a
 * {@link io.nosagent.sai.SaiObject} marker) and one value record ({@code V}), with only its own kind's
 * builder, and builds an {@code Attribute.Of<O>}; so a value of the wrong kind, or a port's attribute
 * where a next-hop group's are taken, does not compile. The untyped roots {@code AttrSpec} and
 * {@link io.nosagent.sai.Attribute} are what the {@code Sai} port and the backends see, and what
 * run-time paths build ({@link io.nosagent.sai.Attribute#checked}, {@link io.nosagent.sai.Attribute#unchecked}).
 *
 * <p>Object types and their markers, value types and status codes here, and the attribute / stat / enum tables in
 * {@code io.nosagent.sai.meta}, are generated from the SAI 1.18.1 metadata; nothing is typed by
 * hand. Backends live in sub-packages: {@code vasic} (virtual ASIC) and {@code ffm} (vendor
 * {@code libsai.so}); {@code store} holds {@code SaiStore}, the record of every object the agent writes by
 * typed host key ({@code store.key}).
 */
package io.nosagent.sai;
