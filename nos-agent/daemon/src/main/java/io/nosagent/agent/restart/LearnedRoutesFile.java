package io.nosagent.agent.restart;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.intent.routing.PrefixOrder;
import io.nosagent.config.rib.LearnedRoute;
import io.nosagent.config.rib.Rib;
import io.nosagent.config.rib.RouteOrigin;
import io.nosagent.net.Cidr;
import io.nosagent.net.IpAddresses;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.TreeMap;

/**
 * The learned routes a warm stop leaves for the next start ({@code warmboot/learned-routes.json}): the ASIC keeps
 * forwarding them while no agent runs, and the next agent programs them again with its first commit (adopting
 * them, no SAI call) so they stay until their protocol has sent its table again. Written atomically.
 */
final class LearnedRoutesFile {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path path;

    LearnedRoutesFile(Path path) {
        this.path = path;
    }

    Path path() {
        return path;
    }

    void write(Rib rib) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        var routes = root.putArray("routes");
        for (LearnedRoute r : rib.routes().values()) {
            ObjectNode route = routes.addObject();
            route.put("prefix", r.prefix().toString());
            route.put("origin", r.origin().name());
            var hops = route.putArray("next-hops");
            r.nextHops().forEach(h -> hops.add(IpAddresses.format(h)));
        }
        Files.createDirectories(path.getParent());
        Path tmp = path.resolveSibling(path.getFileName() + ".tmp");
        JSON.writeValue(tmp.toFile(), root);
        Files.move(tmp, path, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /**
     * The routes written; empty when there is no file.
     *
     * @throws IllegalStateException naming the file and the entry when it cannot be read
     */
    Rib read() {
        if (!Files.isRegularFile(path)) {
            return Rib.EMPTY;
        }
        JsonNode root;
        try {
            root = JSON.readTree(path.toFile());
        } catch (IOException e) {
            throw new IllegalStateException("the learned routes of the warm stop " + path + " are unreadable: " + e.getMessage(), e);
        }
        var routes = new TreeMap<Cidr, LearnedRoute>(PrefixOrder.INSTANCE);
        int i = 0;
        for (JsonNode r : root.path("routes")) {
            try {
                var hops = new ArrayList<InetAddress>();
                r.path("next-hops").forEach(h -> hops.add(IpAddresses.parse(h.asText())));
                Cidr prefix = Cidr.parse(r.path("prefix").asText());
                routes.put(prefix, LearnedRoute.of(prefix, hops, RouteOrigin.valueOf(r.path("origin").asText())));
            } catch (RuntimeException e) {
                throw new IllegalStateException(path + ": routes[" + i + "]: " + e.getMessage(), e);
            }
            i++;
        }
        return routes.isEmpty() ? Rib.EMPTY : new Rib(1, routes);
    }
}
