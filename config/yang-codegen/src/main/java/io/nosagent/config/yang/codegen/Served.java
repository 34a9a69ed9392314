package io.nosagent.config.yang.codegen;

import java.util.List;
import java.util.Optional;

/** The served tree as the generator writes it: YANG nodes reduced to what the Java schema model holds. */
sealed interface Served permits Served.Inner, Served.Leaf {

    /** Local name. */
    String name();

    /** The defining module's name. */
    String module();

    boolean config();

    /** The first sentence of the YANG description, for the generated comment. */
    Optional<String> description();

    /**
     * A container ({@code keys} empty and {@code list} false) or a list.
     *
     * @param path the schema path, module-qualified where the module changes
     */
    record Inner(String name, String module, boolean config, boolean list, List<String> keys, List<Served> children,
                 Optional<String> description, String path) implements Served {
        public Inner {
            keys = List.copyOf(keys);
            children = List.copyOf(children);
        }
    }

    /**
     * A leaf or leaf-list.
     *
     * @param type the Java expression of its {@code LeafType}, and what it holds
     */
    record Leaf(String name, String module, boolean config, ValueType type, boolean mandatory, boolean leafList,
                Optional<String> units, Optional<String> description) implements Served {
    }

    /**
     * A leaf's value type.
     *
     * @param java    the expression building its {@code io.nosagent.config.schema.LeafType}
     * @param summary what it is in a few words, e.g. {@code uint32 100..5000}
     * @param integer whether values are integers (a list key of such a type is a Java {@code long})
     */
    record ValueType(String java, String summary, boolean integer) {
    }
}
