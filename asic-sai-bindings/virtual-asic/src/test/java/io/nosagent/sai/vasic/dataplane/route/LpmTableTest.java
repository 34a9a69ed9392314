package io.nosagent.sai.vasic.dataplane.route;

import io.nosagent.net.IpAddresses;
import io.nosagent.sai.IpPrefix;
import io.nosagent.sai.vasic.packet.Ip;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.util.HashMap;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/** Longest-prefix match over both families, and the primitive map under it. */
class LpmTableTest {

    private final LpmTable table = new LpmTable();

    private RouteTarget add(String prefix) {
        var target = new RouteTarget(RouteTarget.FORWARD, null);
        IpPrefix p = IpPrefix.parse(prefix);
        table.put(!p.isIpv4(), Ip.hi(p.address()), Ip.lo(p.address()), p.length(), target);
        return target;
    }

    private RouteTarget lookup(String ip) {
        InetAddress a = IpAddresses.parse(ip);
        return table.lookup(a.getAddress().length == 16, Ip.hi(a), Ip.lo(a));
    }

    @Test
    void theMostSpecificCoveringPrefixWinsAtEveryLength() {
        RouteTarget any = add("0.0.0.0/0");
        RouteTarget eight = add("10.0.0.0/8");
        RouteTarget twentyFour = add("10.1.2.0/24");
        RouteTarget host = add("10.1.2.3/32");
        RouteTarget anyV6 = add("::/0");
        RouteTarget v6_48 = add("2001:db8:1::/48");
        RouteTarget v6_64 = add("2001:db8:1:2::/64");
        RouteTarget v6_65 = add("2001:db8:1:2:8000::/65");
        RouteTarget v6_128 = add("2001:db8:1:2::7/128");

        assertThat(lookup("10.1.2.3")).isSameAs(host);
        assertThat(lookup("10.1.2.4")).isSameAs(twentyFour);
        assertThat(lookup("10.200.0.1")).isSameAs(eight);
        assertThat(lookup("192.0.2.1")).isSameAs(any);
        assertThat(lookup("2001:db8:1:2::7")).isSameAs(v6_128);
        assertThat(lookup("2001:db8:1:2:8000::1")).isSameAs(v6_65);
        assertThat(lookup("2001:db8:1:2::8")).isSameAs(v6_64);
        assertThat(lookup("2001:db8:1:3::8")).isSameAs(v6_48);
        assertThat(lookup("2001:db9::1")).isSameAs(anyV6);
    }

    @Test
    void anExplicitHostRouteWinsOverANeighborsAndRemovalFallsBack() {
        RouteTarget subnet = add("10.1.2.0/24");
        var neighbor = new RouteTarget(RouteTarget.FORWARD, null);
        InetAddress a = IpAddresses.parse("10.1.2.3");
        table.putHost(false, 0, Ip.lo(a), neighbor);
        RouteTarget explicit = add("10.1.2.3/32");

        assertThat(lookup("10.1.2.3")).isSameAs(explicit);
        table.remove(false, 0, Ip.lo(a), 32);
        assertThat(lookup("10.1.2.3")).isSameAs(neighbor);
        table.removeHost(false, 0, Ip.lo(a), neighbor);
        assertThat(lookup("10.1.2.3")).isSameAs(subnet);
        assertThat(lookup("10.1.3.3")).isNull();
    }

    @Test
    void theKeyMapKeepsEveryKeyThroughInsertionsAndRemovals() {
        var map = new KeyMap<Long>();
        var reference = new HashMap<String, Long>();
        var random = new SplittableRandom(8);
        for (int i = 0; i < 20_000; i++) {
            long hi = random.nextInt(64);
            long lo = random.nextInt(4096);
            if (random.nextInt(3) == 0) {
                assertThat(map.remove(hi, lo)).isEqualTo(reference.remove(hi + "/" + lo));
            } else {
                assertThat(map.put(hi, lo, (long) i)).isEqualTo(reference.put(hi + "/" + lo, (long) i));
            }
        }
        assertThat(map.size()).isEqualTo(reference.size());
        for (long hi = 0; hi < 64; hi++) {
            for (long lo = 0; lo < 4096; lo++) {
                assertThat(map.get(hi, lo)).isEqualTo(reference.get(hi + "/" + lo));
            }
        }
    }
}
