package io.nosagent.sai.store;

/**
 * What {@link SaiStore#releaseUnclaimed()} did.
 *
 * @param removed objects and entries removed from the ASIC because nobody claimed them
 * @param reset   attributes set back to their SAI default because nobody sets them any more
 */
public record ReleaseCounts(int removed, int reset) {
}
