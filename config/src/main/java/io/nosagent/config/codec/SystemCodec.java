package io.nosagent.config.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigErrors;
import io.nosagent.config.intent.SystemIntent;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.schema.SystemSchema;

import java.util.Optional;

/** {@code /openconfig-system:system/config} to {@link SystemIntent} and back. */
public final class SystemCodec implements SectionCodec<SystemIntent> {

    @Override
    public Container schema() {
        return SystemSchema.TOP;
    }

    @Override
    public Optional<SystemIntent> decode(JsonNode top, ConfigErrors errors) {
        JsonNode config = top.path("config");
        if (!config.has("hostname")) {
            return Optional.empty(); // reported as a missing mandatory leaf
        }
        return Optional.of(new SystemIntent(config.get("hostname").asText(),
                text(config, "domain-name"), text(config, "login-banner"), text(config, "motd-banner")));
    }

    @Override
    public ObjectNode encode(SystemIntent system) {
        ObjectNode top = JsonNodeFactory.instance.objectNode();
        ObjectNode config = top.putObject("config");
        config.put("hostname", system.hostname());
        system.domainName().ifPresent(v -> config.put("domain-name", v));
        system.loginBanner().ifPresent(v -> config.put("login-banner", v));
        system.motdBanner().ifPresent(v -> config.put("motd-banner", v));
        return top;
    }

    private static Optional<String> text(JsonNode config, String leaf) {
        return Optional.ofNullable(config.get(leaf)).map(JsonNode::asText);
    }
}
