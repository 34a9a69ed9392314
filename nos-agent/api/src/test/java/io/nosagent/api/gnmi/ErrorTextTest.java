package io.nosagent.api.gnmi;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class ErrorTextTest {

    @Test
    void aShortMessageIsLeftAsItIs() {
        assertThat(ErrorText.bounded("mtu 1 is out of range 68..9216")).isEqualTo("mtu 1 is out of range 68..9216");
    }

    @Test
    void aLongMessageKeepsItsStartAndSaysHowMuchWasLeftOut() {
        String bounded = ErrorText.bounded("x".repeat(70_000));

        assertThat(bounded).hasSize(ErrorText.MAX_CHARS).endsWith("... (" + (70_000 - ErrorText.MAX_CHARS) + " more characters)");
    }

    @Test
    void aListNamesTheFirstProblemsEachBoundedAndCountsTheRest() {
        var problems = IntStream.range(0, 1000).mapToObj(i -> "/config/no-such-leaf-" + i + ": unknown element").toList();

        String text = ErrorText.list(problems);

        assertThat(text).startsWith("/config/no-such-leaf-0: unknown element; /config/no-such-leaf-1")
                .contains("no-such-leaf-4").doesNotContain("no-such-leaf-5").endsWith("; and 995 more problems");
        assertThat(ErrorText.list(List.of("a".repeat(5000)))).hasSize(ErrorText.MAX_ITEM_CHARS);
        assertThat(ErrorText.list(List.of("one", "two"))).isEqualTo("one; two");
    }
}
