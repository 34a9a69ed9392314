package io.nosagent.routing.groups;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.SaiObject;

import java.util.List;
import java.util.Objects;

/**
 * What another routing programmer adds to one next-hop group (flowlets: the group's ARS object), and the
 * hold that keeps what those attributes name on the ASIC. The group releases the hold once it no longer
 * carries the attributes (after its update or its removal), so what a group names outlives every group
 * naming it and the programmer that made it can let go in the same pass.
 *
 * @param attributes the group's extra attributes
 * @param hold       released once by the group
 */
public record GroupExtras(List<Attribute.Of<SaiObject.NextHopGroup>> attributes, Hold hold) {

    /** No extra attribute, nothing held. */
    public static final GroupExtras NONE = new GroupExtras(List.of(), () -> { });

    public GroupExtras {
        attributes = List.copyOf(attributes);
        Objects.requireNonNull(hold, "hold");
    }

    /** A group's claim on what its extra attributes name. */
    @FunctionalInterface
    public interface Hold {

        /** The group no longer names it. Called once per hold. */
        void release();
    }
}
