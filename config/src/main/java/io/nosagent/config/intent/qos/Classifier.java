package io.nosagent.config.intent.qos;

import java.util.Collections;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A DSCP classifier ({@code /qos/classifiers/classifier}): terms putting DSCP values into forwarding
 * groups. The switch programs it as one DSCP-to-TC map per port, for IPv4 and IPv6 alike.
 *
 * @param name  the classifier's name
 * @param type  the packets it matches
 * @param terms by id
 */
public record Classifier(String name, ClassifierType type, NavigableMap<String, ClassifierTerm> terms) {

    public Classifier {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        terms = Collections.unmodifiableNavigableMap(new TreeMap<>(terms));
    }

    public Classifier withTerm(ClassifierTerm term) {
        var map = new TreeMap<>(terms);
        map.put(term.id(), term);
        return new Classifier(name, type, map);
    }

    /** DSCP to forwarding group, from the terms that have a target (validation refuses a DSCP in two terms). */
    public Map<Integer, String> dscpToGroup() {
        var out = new TreeMap<Integer, String>();
        for (ClassifierTerm t : terms.values()) {
            t.targetGroup().ifPresent(g -> t.dscps().forEach(d -> out.putIfAbsent(d, g)));
        }
        return Collections.unmodifiableMap(out);
    }
}
