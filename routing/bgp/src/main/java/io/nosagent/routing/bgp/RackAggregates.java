package io.nosagent.routing.bgp;

import io.nosagent.net.Cidr;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The aggregates a rack switch announces for its downlink (NIC) subnets: the fewest prefixes that cover
 * exactly those subnets (two halves of a prefix become the prefix; a subnet inside another goes), so the
 * fabric learns the rack's address space and never an address outside it, nor a task VIP.
 */
public final class RackAggregates {

    private RackAggregates() {
    }

    public static SortedSet<Cidr> of(Collection<Cidr> subnets) {
        var set = new TreeSet<Cidr>();
        subnets.forEach(s -> set.add(s.network()));
        for (int length = 128; length >= 1; length--) {
            int l = length;
            var halves = new HashMap<Cidr, List<Cidr>>();
            for (Cidr c : set) {
                if (c.length() == l) {
                    halves.computeIfAbsent(new Cidr(c.address(), l - 1).network(), k -> new ArrayList<>(2)).add(c);
                }
            }
            halves.forEach((parent, children) -> {
                if (children.size() == 2) {
                    children.forEach(set::remove);
                    set.add(parent);
                }
            });
        }
        var inside = new ArrayList<Cidr>();
        for (Cidr c : set) {
            for (Cidr other : set) {
                if (other.length() < c.length() && other.isIpv4() == c.isIpv4() && other.contains(c.address())) {
                    inside.add(c);
                    break;
                }
            }
        }
        inside.forEach(set::remove);
        return set;
    }
}
