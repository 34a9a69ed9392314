package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.SystemIntent;
import io.nosagent.config.intent.SystemIntent.Dns;
import io.nosagent.config.intent.SystemIntent.DnsServer;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.SystemYang;
import io.nosagent.config.yang.SystemYang.Config;
import io.nosagent.config.yang.SystemYang.Dns.Servers.Server;

import java.util.ArrayList;
import java.util.Optional;

/** {@code /openconfig-system:system/config} and {@code /system/dns} to {@link SystemIntent} and back. */
public final class SystemCodec implements SectionCodec<SystemIntent> {

    @Override
    public Container schema() {
        return SystemYang.node();
    }

    @Override
    public Optional<SystemIntent> decode(JsonNode top, ConfigErrors errors) {
        JsonNode config = top.path(SystemYang.CONFIG);
        if (!config.has(Config.HOSTNAME)) {
            return Optional.empty(); // reported as a missing mandatory leaf
        }
        return Optional.of(new SystemIntent(config.get(Config.HOSTNAME).asText(),
                text(config, Config.DOMAIN_NAME), text(config, Config.LOGIN_BANNER), text(config, Config.MOTD_BANNER),
                dns(top.path(SystemYang.DNS))));
    }

    private static Dns dns(JsonNode dns) {
        var search = new ArrayList<String>();
        dns.path(SystemYang.Dns.CONFIG).path(SystemYang.Dns.Config.SEARCH).forEach(d -> search.add(d.asText()));
        var servers = new ArrayList<DnsServer>();
        for (JsonNode server : dns.path(SystemYang.Dns.SERVERS).path(SystemYang.Dns.Servers.SERVER)) {
            JsonNode config = server.path(Server.CONFIG);
            servers.add(new DnsServer(server.path(Server.ADDRESS).asText(), config.path(Server.Config.PORT).asInt(DnsServer.DEFAULT_PORT)));
        }
        return new Dns(search, servers);
    }

    @Override
    public ObjectNode encode(SystemIntent system) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        ObjectNode config = top.putObject(SystemYang.CONFIG);
        config.put(Config.HOSTNAME, system.hostname());
        system.domainName().ifPresent(v -> config.put(Config.DOMAIN_NAME, v));
        system.loginBanner().ifPresent(v -> config.put(Config.LOGIN_BANNER, v));
        system.motdBanner().ifPresent(v -> config.put(Config.MOTD_BANNER, v));
        Dns dns = system.dns();
        if (!dns.equals(Dns.NONE)) {
            ObjectNode out = top.putObject(SystemYang.DNS);
            if (!dns.search().isEmpty()) {
                dns.search().forEach(out.putObject(SystemYang.Dns.CONFIG).putArray(SystemYang.Dns.Config.SEARCH)::add);
            }
            if (!dns.servers().isEmpty()) {
                ArrayNode list = out.putObject(SystemYang.Dns.SERVERS).putArray(SystemYang.Dns.Servers.SERVER);
                for (DnsServer s : dns.servers()) {
                    list.addObject().put(Server.ADDRESS, s.address()).putObject(Server.CONFIG)
                            .put(Server.Config.ADDRESS, s.address()).put(Server.Config.PORT, s.port());
                }
            }
        }
        return top;
    }

    private static Optional<String> text(JsonNode config, String leaf) {
        return Optional.ofNullable(config.get(leaf)).map(JsonNode::asText);
    }
}
