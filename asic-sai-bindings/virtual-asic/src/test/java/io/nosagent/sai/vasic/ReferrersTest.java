package io.nosagent.sai.vasic;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ReferrersTest {

    @Test
    void aLongListKeepsTheOrderOfWhatIsLeftAfterThousandsOfRemovals() {
        var referrers = new Referrers();
        var expected = new ArrayList<Long>();
        for (long oid = 1; oid <= 5_000; oid++) {
            referrers.add(oid);
            expected.add(oid);
        }
        var random = new Random(7);
        for (int i = 0; i < 4_000; i++) {
            long gone = expected.remove(random.nextInt(expected.size()));
            referrers.remove(gone);
            if (i % 500 == 0) {
                assertThat(asList(referrers)).isEqualTo(expected);
            }
        }
        assertThat(referrers.size()).isEqualTo(1_000);
        assertThat(asList(referrers)).isEqualTo(expected);
        assertThat(referrers.first()).isEqualTo(expected.getFirst());
    }

    @Test
    void aReferrerNamingTheObjectTwiceDropsItsFirstReferenceFirst() {
        for (int others : new int[] {2, 40}) { // a short list scans, a long one goes through its index
            var referrers = new Referrers();
            referrers.add(100);
            for (long oid = 1; oid <= others; oid++) {
                referrers.add(oid);
            }
            referrers.add(100);
            referrers.remove(100);
            assertThat(asList(referrers)).as("%d others", others).startsWith(1L).endsWith(100L).hasSize(others + 1);
            referrers.remove(100);
            assertThat(asList(referrers)).doesNotContain(100L).hasSize(others);
        }
    }

    @Test
    void droppingAReferenceNeverMadeIsRefusedAndChangesNothing() {
        var referrers = new Referrers();
        for (long oid = 1; oid <= 30; oid++) {
            referrers.add(oid);
        }
        assertThatThrownBy(() -> referrers.remove(99)).isInstanceOf(IllegalStateException.class).hasMessageContaining("0x63");
        assertThat(referrers.size()).isEqualTo(30);
        assertThat(asList(referrers)).hasSize(30).startsWith(1L).endsWith(30L);
    }

    @Test
    void emptiedAndRefilledItListsOnlyTheNewReferences() {
        var referrers = new Referrers();
        for (long oid = 1; oid <= 100; oid++) {
            referrers.add(oid);
        }
        for (long oid = 1; oid <= 100; oid++) {
            referrers.remove(oid);
        }
        assertThat(referrers.size()).isZero();
        referrers.add(7);
        referrers.add(3);
        assertThat(asList(referrers)).containsExactly(7L, 3L);
    }

    private static List<Long> asList(Referrers referrers) {
        var out = new ArrayList<Long>();
        for (long oid : referrers.toArray()) {
            out.add(oid);
        }
        return out;
    }
}
