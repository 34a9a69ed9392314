package io.nosagent.config.intent.qos;

import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * One term of a DSCP classifier: the DSCP values it matches (OpenConfig's {@code dscp} and
 * {@code dscp-set}, kept apart so a document reads back as written) and the forwarding group it puts
 * them in.
 *
 * @param id          the term's id
 * @param dscp        the single {@code dscp} leaf, if given
 * @param dscpSet     the {@code dscp-set} leaf-list
 * @param targetGroup the forwarding group; a term without one classifies nothing
 */
public record ClassifierTerm(String id, OptionalInt dscp, SortedSet<Integer> dscpSet, Optional<String> targetGroup) {

    public ClassifierTerm {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(dscp, "dscp");
        dscpSet = Collections.unmodifiableSortedSet(new TreeSet<>(dscpSet));
        Objects.requireNonNull(targetGroup, "targetGroup");
    }

    /** A term putting {@code dscps} into {@code group}. */
    public static ClassifierTerm of(String id, String group, Integer... dscps) {
        return new ClassifierTerm(id, OptionalInt.empty(), new TreeSet<>(java.util.List.of(dscps)), Optional.of(group));
    }

    /** Every DSCP the term matches. */
    public SortedSet<Integer> dscps() {
        var all = new TreeSet<>(dscpSet);
        dscp.ifPresent(all::add);
        return Collections.unmodifiableSortedSet(all);
    }
}
