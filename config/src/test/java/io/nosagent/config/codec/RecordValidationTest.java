package io.nosagent.config.codec;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.Rtsw;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.routing.Flowlets;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.config.validate.RoutingLimits;
import io.nosagent.config.validate.ValidationContext;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * An intent built in code is validated without a JSON round trip for the sections whose records cannot
 * break the schema (static routes). These tests hold that shortcut to its promise: on random route sets,
 * valid and broken in every way a record can be, it finds exactly the problems, at exactly the paths,
 * that decoding the encoded document finds; sections that keep the round trip still get their schema
 * checks; and the streamed document a store persists is the encoded one.
 */
class RecordValidationTest {

    private final IntentCodec codec = new IntentCodec();
    private final ValidationContext context = Rtsw.context()
            .withRoutingLimits(RoutingLimits.UNKNOWN.withEcmpMembers(8));
    private final SwitchIntent rtsw = Rtsw.exampleIntent();

    @Test
    void recordChecksFindWhatTheDocumentRoundTripFinds() {
        var random = new Random(20261124);
        int refused = 0;
        for (int trial = 0; trial < 200; trial++) {
            var intent = rtsw.with(RoutingIntent.SECTION, RoutingIntent.of(rtsw).withStaticRoutes(randomRoutes(random)));

            List<String> direct = problems(() -> codec.validated(intent, "in code", context));
            List<String> roundTrip = problems(() -> codec.decode(codec.encode(intent), "in code", context));

            assertThat(direct).as("trial %d", trial).containsExactlyElementsOf(roundTrip);
            refused += direct.isEmpty() ? 0 : 1;
        }
        assertThat(refused).as("trials with problems").isBetween(50, 190);
    }

    @Test
    void aSectionThatKeepsTheRoundTripStillGetsItsSchemaRanges() {
        var intent = rtsw.with(RoutingIntent.SECTION, RoutingIntent.of(rtsw).withFlowlets(Flowlets.OFF.withEnabled(true).withIdleTimeMicros(0)));

        assertThat(problems(() -> codec.validated(intent, "in code", context)))
                .containsExactly("/nosagent-routing:routing/flowlets/config/idle-time: 0 is out of range 1..1000000");
    }

    @Test
    void theStreamedDocumentIsTheEncodedOne() throws IOException {
        var random = new Random(7);
        for (int trial = 0; trial < 50; trial++) {
            var intent = rtsw.with(RoutingIntent.SECTION, RoutingIntent.of(rtsw).withStaticRoutes(randomRoutes(random)));
            var out = new ByteArrayOutputStream();
            try (var json = JsonText.generator(out)) {
                codec.write(intent, json);
            }

            assertThat(JsonText.parse(out.toString(StandardCharsets.UTF_8), "streamed")).isEqualTo(codec.encode(intent));
        }
        var empty = new ByteArrayOutputStream();
        try (var json = JsonText.generator(empty)) {
            codec.write(rtsw, json);
        }
        assertThat(JsonText.parse(empty.toString(StandardCharsets.UTF_8), "streamed")).isEqualTo(codec.encode(rtsw));
    }

    /** Up to 12 routes; about one in six is broken in one of the ways a record allows. */
    private static List<StaticRoute> randomRoutes(Random random) {
        var routes = new ArrayList<StaticRoute>();
        var prefixes = new TreeSet<String>();
        int n = 1 + random.nextInt(12);
        for (int i = 0; i < n; i++) {
            boolean v6 = random.nextBoolean();
            int kind = random.nextInt(12);
            String prefix = switch (kind) {
                case 0 -> v6 ? "2001:db8:200::1/48" : "10.200.0.1/16";              // host bits
                case 1 -> v6 ? "2001:db8:0:3::/64" : "10.0.3.0/24";                 // a connected subnet
                default -> v6 ? "2001:db8:" + (256 + random.nextInt(4000)) + "::/48"
                        : "10." + (100 + random.nextInt(100)) + "." + random.nextInt(256) + ".0/24";
            };
            if (!prefixes.add(prefix)) {
                continue;
            }
            var hops = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
            int width = kind == 2 ? 0 : kind == 3 ? 9 : 1 + random.nextInt(8);  // none, more than a group holds
            for (int h = 0; h < width; h++) {
                hops.add(nextHop(random, v6 ^ kind == 4, kind == 5 && h == 0, kind == 6 && h == 0, h));
            }
            routes.add(new StaticRoute(Cidr.parse(prefix), hops));
        }
        return routes;
    }

    /** A CTSW behind uplink {@code 1..18}, or one of the mistakes a next hop can be. */
    private static InetAddress nextHop(Random random, boolean v6, boolean offSubnet, boolean own, int h) {
        int uplink = h + 1 + (h < 8 ? random.nextInt(10) : 0);
        String text;
        if (offSubnet) {
            text = v6 ? "2001:db8:9:9::9" : "10.9.9.9";
        } else if (own) {
            text = v6 ? "2001:db8:1:" + Integer.toHexString(uplink) + "::" : "10.1." + uplink + ".0";
        } else {
            text = v6 ? "2001:db8:1:" + Integer.toHexString(uplink) + "::1" : "10.1." + uplink + ".1";
        }
        return IpAddresses.parse(text);
    }

    private static List<String> problems(Runnable validation) {
        var e = catchThrowableOfType(ConfigException.class, validation::run);
        return e == null ? List.of() : e.errors().stream().map(ConfigError::toString).toList();
    }
}
