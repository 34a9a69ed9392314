package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.SystemIntent;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.SystemYang;
import io.nosagent.config.yang.SystemYang.Config;

import java.util.Optional;

/** {@code /openconfig-system:system/config} to {@link SystemIntent} and back. */
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
                text(config, Config.DOMAIN_NAME), text(config, Config.LOGIN_BANNER), text(config, Config.MOTD_BANNER)));
    }

    @Override
    public ObjectNode encode(SystemIntent system) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        ObjectNode config = top.putObject(SystemYang.CONFIG);
        config.put(Config.HOSTNAME, system.hostname());
        system.domainName().ifPresent(v -> config.put(Config.DOMAIN_NAME, v));
        system.loginBanner().ifPresent(v -> config.put(Config.LOGIN_BANNER, v));
        system.motdBanner().ifPresent(v -> config.put(Config.MOTD_BANNER, v));
        return top;
    }

    private static Optional<String> text(JsonNode config, String leaf) {
        return Optional.ofNullable(config.get(leaf)).map(JsonNode::asText);
    }
}
