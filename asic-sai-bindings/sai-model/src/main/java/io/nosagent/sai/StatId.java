package io.nosagent.sai;

/**
 * One counter of an object type ({@code SAI_PORT_STAT_IF_IN_OCTETS}, ...).
 *
 * @param objectType the object type the counter belongs to
 * @param id         the {@code sai_*_stat_t} number
 * @param name       the full SAI name
 */
public record StatId(ObjectType objectType, int id, String name) {
    @Override
    public String toString() {
        return name;
    }
}
