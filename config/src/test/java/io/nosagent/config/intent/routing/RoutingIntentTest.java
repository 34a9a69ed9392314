package io.nosagent.config.intent.routing;

import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RoutingIntentTest {

    @Test
    void eightNicsGet840BucketsSoEveryMemberCountFromOneToEightSharesEvenly() {
        var fg = FineGrainedEcmp.DEFAULT;

        assertThat(fg.maxMembers()).isEqualTo(8);
        assertThat(fg.buckets()).isEqualTo(840);
        for (int members = 1; members <= 8; members++) {
            assertThat(840 % members).as(members + " members").isZero();
        }
    }

    @Test
    void theDefaultBucketCountIsTheLcmOfOneToMaxMembersAndAConfiguredCountWins() {
        assertThat(FineGrainedEcmp.DEFAULT.withMaxMembers(1).buckets()).isEqualTo(1);
        assertThat(FineGrainedEcmp.DEFAULT.withMaxMembers(4).buckets()).isEqualTo(12);
        assertThat(FineGrainedEcmp.DEFAULT.withMaxMembers(16).buckets()).isEqualTo(720720);
        assertThat(FineGrainedEcmp.DEFAULT.withBucketCount(4096).buckets()).isEqualTo(4096);
        assertThat(FineGrainedEcmp.DEFAULT.withBucketCount(4096).bucketCount()).isEqualTo(OptionalInt.of(4096));
    }

    @Test
    void aDefaultBucketCountBeyondAnIntSaturatesInsteadOfWrapping() {
        assertThat(FineGrainedEcmp.DEFAULT.withMaxMembers(22).buckets()).isEqualTo(232792560);
        assertThat(FineGrainedEcmp.DEFAULT.withMaxMembers(23).buckets()).isEqualTo(Integer.MAX_VALUE);
        assertThat(FineGrainedEcmp.DEFAULT.withMaxMembers(60).buckets()).isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void anUnconfiguredSwitchHashesTheFiveTupleWithCrcAndNoQpAndHasFlowletsOff() {
        var r = RoutingIntent.NONE;

        assertThat(r.staticRoutes()).isEmpty();
        assertThat(r.loadBalancing().fields()).containsExactlyInAnyOrder(HashField.SRC_IP, HashField.DST_IP,
                HashField.IP_PROTOCOL, HashField.L4_SRC_PORT, HashField.L4_DST_PORT);
        assertThat(r.loadBalancing().algorithm()).isEqualTo(HashAlgorithm.CRC);
        assertThat(r.loadBalancing().seed()).isZero();
        assertThat(r.loadBalancing().qp()).isEqualTo(new QpHashing(false, QpHashing.Mode.AUTO, 13, 3));
        assertThat(r.flowlets()).isEqualTo(new Flowlets(false, Flowlets.GroupClass.UPLINK, 256, 4096,
                Flowlets.Mode.FLOWLET_QUALITY, 70, 30, 10));
        assertThat(r.drain()).isEqualTo(Drain.NONE);
        assertThat(r.teOverrides()).isEmpty();
    }

    @Test
    void withMethodsChangeOneSettingAndLeaveTheOriginalAlone() {
        var qp = QpHashing.OFF.withEnabled(true).withMode(QpHashing.Mode.UDF).withUdf(14, 2);
        var lb = LoadBalancing.DEFAULT.withFields(EnumSet.of(HashField.DST_IP)).withAlgorithm(HashAlgorithm.XOR)
                .withSeed(7).withQp(qp);
        var f = Flowlets.OFF.withEnabled(true).withGroups(Flowlets.GroupClass.ALL).withIdleTimeMicros(512)
                .withTableSize(2048).withMode(Flowlets.Mode.FIXED).withLoad(50, 40, 5);

        assertThat(qp).isEqualTo(new QpHashing(true, QpHashing.Mode.UDF, 14, 2));
        assertThat(lb).isEqualTo(new LoadBalancing(EnumSet.of(HashField.DST_IP), HashAlgorithm.XOR, 7, qp));
        assertThat(f).isEqualTo(new Flowlets(true, Flowlets.GroupClass.ALL, 512, 2048, Flowlets.Mode.FIXED, 50, 40, 5));
        assertThat(QpHashing.OFF.enabled()).isFalse();
        assertThat(Flowlets.OFF.enabled()).isFalse();
    }

    @Test
    void routesAreOrderedIpv4FirstThenByAddressAndNextHopsLikewise() {
        var r = RoutingIntent.NONE.withStaticRoutes(List.of(
                StaticRoute.of("2001:db8:9::/48", "2001:db8:1:1::1"),
                StaticRoute.of("10.20.0.0/16", "10.1.2.1", "10.1.1.1"),
                StaticRoute.of("10.3.0.0/16", "10.1.1.1")));

        assertThat(r.staticRoutes().keySet()).extracting(Cidr::toString)
                .containsExactly("10.3.0.0/16", "10.20.0.0/16", "2001:db8:9::/48");
        assertThat(r.staticRoutes().get(Cidr.parse("10.20.0.0/16")).nextHops()).extracting(IpAddresses::format)
                .containsExactly("10.1.1.1", "10.1.2.1");
        assertThat(r.withoutStaticRoute(Cidr.parse("10.3.0.0/16")).staticRoutes()).hasSize(2);
        assertThat(r.staticRoutes()).hasSize(3);
    }

    @Test
    void aHostRouteIsASlash32OrSlash128() {
        assertThat(StaticRoute.of("10.0.1.77/32", "10.0.1.2").isHostRoute()).isTrue();
        assertThat(StaticRoute.of("2001:db8::7/128", "2001:db8::2").isHostRoute()).isTrue();
        assertThat(StaticRoute.of("10.0.1.0/24", "10.1.1.1").isHostRoute()).isFalse();
    }

    @Test
    void aRouteOrOverrideFiledUnderAnotherKeyIsRefused() {
        var routes = new TreeMap<Cidr, StaticRoute>(PrefixOrder.INSTANCE);
        routes.put(Cidr.parse("10.9.0.0/16"), StaticRoute.of("10.8.0.0/16", "10.1.1.1"));
        assertThatThrownBy(() -> new RoutingIntent(routes, LoadBalancing.DEFAULT, Flowlets.OFF, FineGrainedEcmp.DEFAULT,
                Drain.NONE, new TreeMap<>())).hasMessageContaining("keyed 10.9.0.0/16 is for 10.8.0.0/16");
    }

    @Test
    void drainedUplinksAreInPanelOrderAndTheSwitchFlagDrainsEveryOne() {
        var d = Drain.NONE.withInterface("eth1/20/1", true).withInterface("eth1/18/1", true);

        assertThat(d.interfaces()).containsExactly("eth1/18/1", "eth1/20/1");
        assertThat(d.drains("eth1/18/1")).isTrue();
        assertThat(d.drains("eth1/19/1")).isFalse();
        assertThat(d.withInterface("eth1/18/1", false).interfaces()).containsExactly("eth1/20/1");
        assertThat(d.withSwitchDrained(true).drains("eth1/19/1")).isTrue();
    }

    @Test
    void teOverridesAreKeyedByIngressPortInPanelOrderThenPrefix() {
        var hop = IpAddresses.parse("10.1.1.1");
        var r = RoutingIntent.NONE
                .withTeOverride(new TeOverride("eth1/10/1", Cidr.parse("10.0.2.0/24"), hop))
                .withTeOverride(new TeOverride("eth1/2/1", Cidr.parse("10.0.9.0/24"), hop))
                .withTeOverride(new TeOverride("eth1/2/1", Cidr.parse("10.0.3.0/24"), hop));

        assertThat(r.teOverrides().keySet()).extracting(k -> k.inPort() + " " + k.prefix())
                .containsExactly("eth1/2/1 10.0.3.0/24", "eth1/2/1 10.0.9.0/24", "eth1/10/1 10.0.2.0/24");
        assertThat(r.withoutTeOverride(new TeOverride.Key("eth1/2/1", Cidr.parse("10.0.9.0/24"))).teOverrides()).hasSize(2);
    }

    @Test
    void nextHopsSortedAnyOtherWayAreKeptInAddressOrderAndTheRecordsAreImmutable() {
        var reversed = new TreeSet<InetAddress>(Comparator.comparing(IpAddresses::format).reversed());
        reversed.addAll(List.of(IpAddresses.parse("2001:db8::1"), IpAddresses.parse("10.1.1.9"), IpAddresses.parse("10.1.1.1")));
        var route = new StaticRoute(Cidr.parse("10.9.0.0/16"), reversed);

        assertThat(route.nextHops()).extracting(IpAddresses::format).containsExactly("10.1.1.1", "10.1.1.9", "2001:db8::1");
        assertThatThrownBy(() -> route.nextHops().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> RoutingIntent.NONE.withStaticRoute(route).staticRoutes().clear())
                .isInstanceOf(UnsupportedOperationException.class);
    }
}
