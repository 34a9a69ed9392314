package io.nosagent.sai.stats;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.StatId;
import io.nosagent.sai.StatsMode;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads a fixed list of stats of one object type in one call, and drops for good any stat the ASIC
 * answers is not supported. A vendor SAI refuses the whole call when one counter of the list is
 * missing on its chip, without saying which; the reader then asks stat by stat once, keeps the others,
 * and reads a dropped stat as 0 from then on. One reader serves objects that share a list (the queues
 * of one port).
 */
final class StatReader {

    private final ObjectType type;
    private final List<StatId> all;
    private List<StatId> reading;
    private int[] slots;

    StatReader(ObjectType type, List<StatId> stats) {
        this.type = type;
        this.all = List.copyOf(stats);
        this.reading = all;
        this.slots = new int[all.size()];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = i;
        }
    }

    /**
     * The values of every stat of the list, in its order (0 for a dropped one). {@code dropped} hears of
     * the stats dropped by this read, if any.
     *
     * @throws SaiException when the read fails for another reason
     */
    long[] read(Sai sai, long oid, Consumer<List<StatId>> dropped) {
        long[] out = new long[all.size()];
        if (reading.isEmpty()) {
            return out;
        }
        long[] values;
        try {
            values = sai.getStats(type, oid, reading, StatsMode.READ);
        } catch (SaiException e) {
            if (!isNotSupported(e)) {
                throw e;
            }
            List<StatId> refused = refusedOneByOne(sai, oid);
            if (refused.isEmpty()) {
                throw e;
            }
            drop(refused);
            dropped.accept(refused);
            if (reading.isEmpty()) {
                return out;
            }
            values = sai.getStats(type, oid, reading, StatsMode.READ);
        }
        for (int i = 0; i < values.length; i++) {
            out[slots[i]] = values[i];
        }
        return out;
    }

    private List<StatId> refusedOneByOne(Sai sai, long oid) {
        var refused = new ArrayList<StatId>();
        for (StatId s : reading) {
            try {
                sai.getStats(type, oid, List.of(s), StatsMode.READ);
            } catch (SaiException e) {
                if (isNotSupported(e)) {
                    refused.add(s);
                }
            }
        }
        return refused;
    }

    private void drop(List<StatId> refused) {
        var keep = new ArrayList<StatId>();
        var keepSlots = new ArrayList<Integer>();
        for (int i = 0; i < reading.size(); i++) {
            if (!refused.contains(reading.get(i))) {
                keep.add(reading.get(i));
                keepSlots.add(slots[i]);
            }
        }
        reading = List.copyOf(keep);
        slots = keepSlots.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The answers a chip gives for a counter it does not have. */
    static boolean isNotSupported(SaiException e) {
        return e.status().meansAbsent();
    }
}
