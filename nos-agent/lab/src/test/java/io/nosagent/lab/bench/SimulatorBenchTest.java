package io.nosagent.lab.bench;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The simulator benchmark really loads every port of its 32-port switch (its speed is printed, not asserted). */
class SimulatorBenchTest {

    @Test
    void everyPortCarriesLineRateAndTheTableShowsTheFigures() {
        var bench = new SimulatorBench(200_000);

        SimulatorBench.Result r = bench.run();
        var out = new ByteArrayOutputStream();
        bench.print(r, new PrintStream(out, true));

        assertThat(r.loadGbps()).as("32 x 400G offered").isBetween(0.97 * 32 * 400, 32 * 400.0);
        assertThat(r.events()).as("about four events per packet: two sends, two arrivals").isBetween(3 * r.packetsDelivered(), 5 * r.packetsDelivered());
        assertThat(out.toString()).contains("events/s (one core)").contains("packets forwarded/s");
    }
}
