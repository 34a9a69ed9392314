package io.nosagent.lab.traffic;

import io.nosagent.agent.NosAgent;
import io.nosagent.agent.StartupSource;
import io.nosagent.config.intent.SwitchIntent;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.ExecutionException;

/**
 * The lab's demo on a fresh switch: the platform's built-in example plus a static default route over the
 * simulated spine peers on the uplinks, E-ECMP on the RoCE destination QP and flowlets on, so the first
 * {@code nos-agent run} shows the headline features at work. It is committed only over the built-in example,
 * never over a config an operator gave or one persisted from an earlier run.
 */
public final class DemoConfig {

    private DemoConfig() {
    }

    /** The demo config of {@code platform}, if the lab ships one. */
    static Optional<String> of(String platform) {
        String resource = "/io/nosagent/lab/demo/" + platform + "-demo.json";
        try (InputStream in = DemoConfig.class.getResourceAsStream(resource)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(resource + " unreadable", e);
        }
    }

    /**
     * Commits the demo over a switch that started from its built-in example; returns whether it did.
     *
     * @throws IllegalStateException when the agent refuses the demo config (naming why)
     */
    public static boolean applyOverExample(NosAgent agent) throws InterruptedException {
        if (agent.startupSource() != StartupSource.BUILT_IN_EXAMPLE) {
            return false;
        }
        var json = of(agent.platform().name());
        if (json.isEmpty()) {
            return false;
        }
        var intent = agent.intent();
        SwitchIntent demo = intent.codec().parse(json.get(), agent.platform().name() + "-demo.json", intent.validationContext());
        try {
            intent.commit(demo, "lab demo: default route over the simulated spines, E-ECMP and flowlets").get();
            return true;
        } catch (ExecutionException e) {
            throw new IllegalStateException("the lab's demo config was refused: " + e.getCause().getMessage(), e.getCause());
        }
    }
}
