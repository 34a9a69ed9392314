package io.nosagent.qos;

import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.intent.qos.VoqCredits;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.meta.SwitchAttr;
import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.JobStats;
import io.nosagent.sai.vasic.traffic.TrafficOptions;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * VOQ credit tuning on the virtual CTSW with the shipped lossless profile: messages from the host on
 * eth1/1/1 to the one on eth1/2/1, each after the VOQ went idle. With a tuned initial credit (64 KiB)
 * and credit ramp (50 % of line rate per microsecond), programmed through the vendor's attributes the
 * platform names, small messages (64 KiB) complete at least 10 % sooner than with the vendor's defaults
 * (SIGCOMM'24: up to 15 %), and large ones (16 MiB) no later. The credit watchdog is SAI's.
 */
class VoqCreditsTest {

    private static final VoqCredits TUNED = new VoqCredits(OptionalLong.of(64 * 1024), OptionalLong.of(50), true, 500);

    private QosRack rack;

    @AfterEach
    void close() {
        if (rack != null) {
            rack.close();
        }
    }

    private JobStats transfers(VoqCredits credits, long message, int iterations) {
        rack = QosRack.ctsw(47);
        List<SimNic> hosts = rack.hosts(2);
        QosIntent shipped = rack.shippedProfile();
        rack.commit(shipped.withVoqCredits(credits));
        var job = rack.sw().traffic(TrafficPattern.INCAST, hosts, TrafficOptions.DEFAULT.withQueuePairs(1)
                .withMessageBytes(message).withIterations(iterations).withGapNs(20_000));
        while (!job.isDone()) {
            rack.sw().run(Duration.ofNanos(100_000));
        }
        JobStats stats = job.stats();
        rack.close();
        rack = null;
        return stats;
    }

    private static double gain(JobStats before, JobStats after) {
        return 100.0 * (before.meanIterationNs() - after.meanIterationNs()) / before.meanIterationNs();
    }

    @Test
    void aTunedRampCompletesSmallMessagesAtLeastTenPercentSoonerAndLargeOnesNoLater() {
        JobStats smallDefault = transfers(VoqCredits.DEFAULT, 64 * 1024, 20);
        JobStats smallTuned = transfers(TUNED, 64 * 1024, 20);
        JobStats largeDefault = transfers(VoqCredits.DEFAULT, 16L << 20, 2);
        JobStats largeTuned = transfers(TUNED, 16L << 20, 2);

        System.out.printf("CTSW VOQ credits through the agent: 64 KiB %.2f -> %.2f us (%.1f%% sooner), 16 MiB %.2f -> %.2f us%n",
                smallDefault.meanIterationNs() / 1e3, smallTuned.meanIterationNs() / 1e3, gain(smallDefault, smallTuned),
                largeDefault.meanIterationNs() / 1e3, largeTuned.meanIterationNs() / 1e3);
        assertThat(smallTuned.iterationsCompleted()).isEqualTo(20);
        assertThat(gain(smallDefault, smallTuned)).isGreaterThanOrEqualTo(10);
        assertThat(largeTuned.iterationsCompleted()).isEqualTo(2);
        assertThat(largeTuned.meanIterationNs()).isLessThanOrEqualTo(largeDefault.meanIterationNs());
    }

    @Test
    void theSettingsGoToEveryPortThroughTheVendorsAttributesAndTheWatchdogToTheSwitch() {
        rack = QosRack.ctsw(47);
        Platform.VoqCreditAttributes vendor = rack.sw().asic().platform().features().voqCredits().orElseThrow();
        rack.commit(rack.shippedProfile().withVoqCredits(new VoqCredits(OptionalLong.of(32 * 1024), OptionalLong.of(40), false, 100)));

        for (String port : List.of("eth1/1/1", "eth1/64/1")) {
            long id = rack.sw().handle().portId(port).orElseThrow();
            assertThat(rack.sw().asic().get(ObjectType.PORT, id, vendor.initialCredit())).isEqualTo(new AttrValue.U32(32 * 1024));
            assertThat(rack.sw().asic().get(ObjectType.PORT, id, vendor.creditRamp())).isEqualTo(new AttrValue.U32(40));
        }
        long sw = rack.sw().handle().switchId();
        assertThat(rack.sw().asic().get(ObjectType.SWITCH, sw, SwitchAttr.CREDIT_WD)).isEqualTo(AttrValue.Bool.of(false));
        assertThat(rack.sw().asic().get(ObjectType.SWITCH, sw, SwitchAttr.CREDIT_WD_TIMER)).isEqualTo(new AttrValue.U32(100));

        rack.sw().forgetCalls();
        rack.commit(QosIntent.of(rack.running()).withVoqCredits(VoqCredits.DEFAULT));

        // back to the vendor's defaults on 64 ports (2 each) and SAI's watchdog (2)
        assertThat(rack.sw().writes()).hasSize(64 * 2 + 2);
        assertThat(rack.sw().asic().get(ObjectType.SWITCH, sw, SwitchAttr.CREDIT_WD)).isEqualTo(AttrValue.Bool.of(true));
    }
}
