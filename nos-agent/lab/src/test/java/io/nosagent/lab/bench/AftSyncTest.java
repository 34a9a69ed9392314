package io.nosagent.lab.bench;

import io.grpc.netty.shaded.io.netty.channel.MultiThreadIoEventLoopGroup;
import io.grpc.netty.shaded.io.netty.channel.nio.NioIoHandler;
import io.nosagent.sai.platform.PlatformLoader;
import org.junit.jupiter.api.Test;

import java.util.concurrent.Executors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The AFT row of {@code bench gnmi}, small: every route, group and next hop reaches the subscriber as an entry
 * notification of its own before the sync_response, and the time to the first entry is measured apart from
 * the time to the sync_response (the gap the row shows at 128k routes).
 */
class AftSyncTest {

    @Test
    void everyRouteAndGroupArrivesAsItsOwnEntryBeforeTheSyncResponseWithTheFirstOneTimed() {
        var load = new RouteLoad(new PlatformLoader().load("rtsw"), 2_000, 64, 8);
        var loop = new MultiThreadIoEventLoopGroup(2, Thread.ofPlatform().name("aft-test-io-", 0).factory(), NioIoHandler.newFactory());
        var work = Executors.newFixedThreadPool(2);
        try {
            AftSync.Result r = new AftSync(load).run(loop, work);
            System.out.printf("AFT of %,d routes: first entry %.3f s, sync_response %.3f s, %,d entries (%,.0f/s)%n",
                    load.routes(), r.firstEntrySeconds(), r.seconds(), r.entries(), r.entriesPerSecond());

            assertThat(r.entries()).as("a notification per route and per group at least").isGreaterThanOrEqualTo(load.routes() + load.groups());
            assertThat(r.updates()).as("each entry with its leaves").isGreaterThan(r.entries());
            assertThat(r.firstEntrySeconds()).isPositive().isLessThan(r.seconds());
            assertThat(r.heapAfterSync()).isPositive();
        } finally {
            loop.shutdownGracefully();
            work.shutdownNow();
        }
    }
}
