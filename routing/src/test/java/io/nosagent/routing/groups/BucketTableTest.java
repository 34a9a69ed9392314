package io.nosagent.routing.groups;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/** The fine-grained bucket table: equal shares, and only the buckets that must move do. */
class BucketTableTest {

    private static final boolean[] ALL = {true, true, true, true};

    @Test
    void everyMemberStartsWithAnEqualShareDealtRoundRobin() {
        var table = new BucketTable(840, 4);

        assertThat(table.counts()).containsExactly(210, 210, 210, 210);
        assertThat(table.owner(0)).isZero();
        assertThat(table.owner(5)).isEqualTo(1);
    }

    @Test
    void aFailedMembersBucketsSpreadEvenlyAndNoOtherBucketMoves() {
        var table = new BucketTable(840, 4);

        int[] moved = table.redeal(new boolean[]{true, false, true, true});

        assertThat(moved).hasSize(210);
        assertThat(Arrays.stream(moved).allMatch(b -> b % 4 == 1)).as("only member 1's home buckets").isTrue();
        assertThat(table.counts()).containsExactly(280, 0, 280, 280);
    }

    @Test
    void aReturningMemberTakesBackExactlyItsHomeBuckets() {
        var table = new BucketTable(840, 4);
        table.redeal(new boolean[]{true, false, true, true});

        int[] moved = table.redeal(ALL);

        assertThat(moved).hasSize(210);
        assertThat(Arrays.stream(moved).allMatch(b -> b % 4 == 1)).as("only member 1's home buckets").isTrue();
        assertThat(table.counts()).containsExactly(210, 210, 210, 210);
    }

    @Test
    void aSecondFailureMovesTheBucketsTheSecondMemberHoldsIncludingTheOnesItTookOver() {
        var table = new BucketTable(840, 4);
        table.redeal(new boolean[]{true, false, true, true});

        int[] moved = table.redeal(new boolean[]{true, false, false, true});

        assertThat(moved).hasSize(280);
        assertThat(table.counts()).containsExactly(420, 0, 0, 420);
    }

    @Test
    void withNoMemberForwardingNothingMoves() {
        var table = new BucketTable(12, 3);

        assertThat(table.redeal(new boolean[]{false, false, false})).isEmpty();
        assertThat(table.counts()).containsExactly(4, 4, 4);
    }
}
