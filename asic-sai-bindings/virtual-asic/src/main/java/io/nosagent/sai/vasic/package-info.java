/**
 * The virtual ASIC: the default {@link io.nosagent.sai.Sai} backend, an in-memory switch built from
 * a {@link io.nosagent.sai.platform.Platform} that enforces what a real SAI implementation enforces
 * and answers with its status codes.
 *
 * <p>{@link io.nosagent.sai.vasic.VirtualAsic} is the facade. Behind it, one job per class:
 * {@code SaiRules} checks calls against the generated metadata and the conditions of the
 * conditional attributes ({@code AttrCatalog}, from {@link io.nosagent.sai.conditions.SaiConditions});
 * {@code ObjectTable} holds objects and entries with their references and per-type counts and
 * announces every change to {@link io.nosagent.sai.vasic.ObjectListener}s; {@code SwitchBuilder}
 * builds what create_switch builds; {@code Capacity} measures the platform's table sizes;
 * {@code LiveAttributes} computes read-only values that follow the programming, {@code Defaults}
 * what unset attributes read as; {@link io.nosagent.sai.vasic.CounterBank} holds the counters;
 * {@code LinkState} the links; {@code Notifier} delivers notifications on its own thread.
 *
 * <p>The data-plane simulator ({@code io.nosagent.sai.vasic.dataplane}) plugs in through the
 * listener, the counter bank, {@code setLinkPresent} / {@code raise} and the read methods of the
 * facade.
 */
package io.nosagent.sai.vasic;
