package io.nosagent.config.intent.routing;

import io.nosagent.net.IpAddresses;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

class NextHopAddressesTest {

    /** fd00::L:1, the peer of uplink L, as RTSW uplinks are addressed. */
    private static InetAddress peer(int link) {
        return IpAddresses.parse("fd00::" + Integer.toHexString(link) + ":1");
    }

    @Test
    void aRoutesNextHopsAreSortedOnceAndEqualToAnySetOfTheSameAddresses() {
        var given = List.of(peer(3), IpAddresses.parse("10.1.1.1"), peer(1), peer(3));
        var tree = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
        tree.addAll(given);
        var route = new StaticRoute(io.nosagent.net.Cidr.parse("2001:db8::/64"), tree);

        assertThat(route.nextHops()).containsExactly(IpAddresses.parse("10.1.1.1"), peer(1), peer(3));
        assertThat(route.nextHops()).isEqualTo(tree).hasSameHashCodeAs(tree);
        assertThat(tree).isEqualTo(route.nextHops());
        assertThat(NextHopAddresses.of(new HashSet<>(given))).isEqualTo(route.nextHops()).containsExactlyElementsOf(tree);
        assertThat(route.nextHops().contains(peer(2))).isFalse();
        assertThat(route.nextHops().headSet(peer(3))).containsExactly(IpAddresses.parse("10.1.1.1"), peer(1));
    }

    @Test
    void setsOfLinkPeersThatCollideAsSetsSpreadAsKeys() {
        // 4,096 distinct 8-of-32 sets: as Sets many share a hash code (their addresses differ in one byte each)
        var peers = new ArrayList<InetAddress>();
        for (int l = 0; l < 32; l++) {
            peers.add(peer(l));
        }
        var sets = new ArrayList<NextHopAddresses>();
        var rnd = new java.util.Random(7);
        while (sets.size() < 4096) {
            var pick = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
            while (pick.size() < 8) {
                pick.add(peers.get(rnd.nextInt(32)));
            }
            var set = NextHopAddresses.of(pick);
            if (!sets.contains(set)) {
                sets.add(set);
            }
        }
        Set<Integer> setHashes = new HashSet<>();
        Set<Integer> spreadHashes = new HashSet<>();
        var byNextHops = new ByNextHops<Integer>();
        for (int i = 0; i < sets.size(); i++) {
            setHashes.add(sets.get(i).hashCode());
            spreadHashes.add(NextHopAddresses.spreadHash(sets.get(i)));
            byNextHops.put(sets.get(i), i);
        }

        assertThat(setHashes).as("distinct Set hash codes").hasSizeLessThan(300);
        assertThat(spreadHashes).as("distinct spread hashes").hasSizeGreaterThan(4000);
        for (int i = 0; i < sets.size(); i++) {
            var asTree = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
            asTree.addAll(sets.get(i));
            assertThat(byNextHops.get(asTree)).as("found by an equal TreeSet").isEqualTo(i);
        }
    }

    @Test
    void workPerNextHopSetIsMadeOncePerSetWhateverTheSetsClass() {
        var a = NextHopAddresses.of(List.of(IpAddresses.parse("fd00::1"), IpAddresses.parse("fd00::3")));
        var sameAsTree = new TreeSet<>(StaticRoute.ADDRESS_ORDER);
        sameAsTree.addAll(List.of(IpAddresses.parse("fd00::3"), IpAddresses.parse("fd00::1")));
        var b = NextHopAddresses.of(List.of(IpAddresses.parse("fd00::5")));
        var made = new java.util.ArrayList<Set<InetAddress>>();
        var byNextHops = new ByNextHops<String>();

        assertThat(byNextHops.computeIfAbsent(a, s -> { made.add(s); return "group a"; })).isEqualTo("group a");
        assertThat(byNextHops.computeIfAbsent(sameAsTree, s -> { made.add(s); return "again"; })).isEqualTo("group a");
        assertThat(byNextHops.contains(b)).isFalse();
        byNextHops.put(b, "group b");

        assertThat(made).containsExactly(a);
        assertThat(byNextHops.contains(b)).isTrue();
        var seen = new java.util.HashMap<Set<InetAddress>, String>();
        byNextHops.forEach(seen::put);
        assertThat(seen).containsOnly(java.util.Map.entry(a, "group a"), java.util.Map.entry(b, "group b"));
    }
}
