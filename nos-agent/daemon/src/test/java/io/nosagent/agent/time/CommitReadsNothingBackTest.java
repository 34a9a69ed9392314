package io.nosagent.agent.time;

import io.nosagent.agent.AgentOptions;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.ShippedQos;
import io.nosagent.config.intent.SwitchIntent;
import io.nosagent.config.intent.pfcwd.PfcWatchdogIntent;
import io.nosagent.config.intent.pfcwd.StormAction;
import io.nosagent.config.intent.pfcwd.WatchdogSettings;
import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.sai.SaiOperation;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import io.nosagent.watchdog.WatchdogFeature;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The watchdog learns the lossless queues from the commit's lossless plan, the one QoS programs, not by
 * reading back what QoS programmed: a commit on a 64-port CTSW with the shipped lossless QoS makes no SAI
 * GET (the read-back made about a thousand), and the watchdog still watches every lossless queue.
 */
class CommitReadsNothingBackTest {

    @TempDir
    Path state;

    @Test
    void commitsOnA64PortCtswWithLosslessQosMakeNoSaiGet() throws Exception {
        Platform ctsw = new PlatformLoader().load("ctsw");
        var gets = new AtomicLong();
        Path empty = Files.writeString(state.resolve("empty.json"), new IntentCodec().print(SwitchIntent.named("ctsw001")));
        var options = AgentOptions.virtual("ctsw", state.resolve("agent")).withConfig(empty)
                .withSaiCalls(c -> {
                    if (c.operation() == SaiOperation.GET) {
                        gets.incrementAndGet();
                    }
                });
        try (var sw = SimulatedAgent.start(1, options)) {
            QosIntent qos = ShippedQos.definitions("ctsw");
            for (Platform.PortSpec p : ctsw.ports()) {
                qos = ShippedQos.bind(qos, List.of(p.name()), "downlink", ShippedQos.FABRIC_CABLE_METRES);
            }
            QosIntent lossless = qos;
            var intent = sw.agent().intent();

            gets.set(0);
            sw.time().await(intent.commit(i -> i.with(QosIntent.SECTION, lossless), "lossless QoS on every port"));
            long qosCommit = gets.getAndSet(0);
            sw.time().await(intent.commit(i -> i.with(PfcWatchdogIntent.SECTION,
                    PfcWatchdogIntent.DEFAULT.withDefaults(new WatchdogSettings(400, 200, StormAction.DROP))),
                    "the watchdog's detection time"));
            long watchdogCommit = gets.get();

            var watched = sw.agent().feature(WatchdogFeature.class).watchdog().pfc().state().queues();
            assertThat(ctsw.ports()).hasSize(64);
            assertThat(watched).as("one lossless queue per port").hasSize(64);
            assertThat(watched.values()).allSatisfy(q -> assertThat(q.settings().detectionMillis()).isEqualTo(400));
            assertThat(qosCommit).as("SAI GETs programming the lossless QoS and watching its queues").isZero();
            assertThat(watchdogCommit).as("SAI GETs of a commit of the watchdog's settings").isZero();
        }
    }
}
