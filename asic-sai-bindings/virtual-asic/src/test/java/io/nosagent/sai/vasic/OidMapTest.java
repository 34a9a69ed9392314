package io.nosagent.sai.vasic;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The primitive id map behind every object lookup agrees with a HashMap through growth and removals. */
class OidMapTest {

    @Test
    void agreesWithAHashMapUnderRandomChurn() {
        var random = new Random(42);
        var map = new OidMap<Long>();
        var reference = new HashMap<Long, Long>();

        for (int step = 0; step < 200_000; step++) {
            // ids as the ASIC makes them: a few types, dense sequences
            long oid = ((long) (1 + random.nextInt(6)) << 48) | (1 + random.nextInt(5_000));
            switch (random.nextInt(3)) {
                case 0 -> assertThat(map.put(oid, (long) step)).isEqualTo(reference.put(oid, (long) step));
                case 1 -> assertThat(map.remove(oid)).isEqualTo(reference.remove(oid));
                default -> assertThat(map.get(oid)).isEqualTo(reference.get(oid));
            }
        }

        assertThat(map.size()).isEqualTo(reference.size());
        assertThat(map.sortedKeys()).containsExactly(reference.keySet().stream().sorted().mapToLong(Long::longValue).toArray());
    }
}
