package io.nosagent.sai.vasic;

import io.nosagent.sai.Attribute;
import io.nosagent.sai.ObjectType;

/**
 * A rule about how an object relates to objects it names, checked after the call's attributes passed
 * {@link SaiRules}' own checks and before anything changes: an ACL entry against its table, a table
 * group member against its group, a binding against the bound table's stage, a UDF against its group,
 * a next-hop group member against its fine-grained group, a QoS map or buffer profile against where it is bound, a trap group against the CPU port's queues. A broken rule is a {@link Violation} with the
 * status a vendor SAI answers and, where one attribute is to blame, its index in the call.
 */
sealed interface RelationRule permits AclRules, UdfRules, FineGrainedEcmpRules, QosRules, HostifRules {

    /** Checks a create of {@code type}; {@code attrs} carry the metadata's specs, in call order. */
    void checkCreate(ObjectType type, Attribute[] attrs);

    /** Checks a set of {@code attr} (the metadata's spec) on {@code target}; a set's attribute is index 0. */
    void checkSet(StoredObject target, Attribute attr);
}
