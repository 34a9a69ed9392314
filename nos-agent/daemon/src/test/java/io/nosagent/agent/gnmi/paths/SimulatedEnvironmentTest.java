package io.nosagent.agent.gnmi.paths;

import io.nosagent.sai.platform.Platform;
import io.nosagent.sai.platform.PlatformLoader;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SimulatedEnvironmentTest {

    private static final Instant T0 = Instant.parse("2026-11-29T01:00:00Z");

    private static SimulatedEnvironment at(Platform platform, Instant t) {
        return SimulatedEnvironment.of(platform, Clock.fixed(t, ZoneOffset.UTC));
    }

    @Test
    void aClusterSwitchHasMoreFansAndBiggerSuppliesThanARackSwitch() {
        var rtsw = at(new PlatformLoader().load("rtsw"), T0);
        var ctsw = at(new PlatformLoader().load("ctsw"), T0);
        assertThat(rtsw.fans()).hasSize(6);
        assertThat(ctsw.fans()).hasSize(8);
        assertThat(ctsw.powerSupplies().getFirst().capacityWatts()).isGreaterThan(rtsw.powerSupplies().getFirst().capacityWatts());
        assertThat(rtsw.sensors()).extracting(SimulatedEnvironment.Sensor::name).contains("temp-inlet", "temp-asic");
    }

    @Test
    void readingsStayNearTheirOperatingPointAndMoveFromSecondToSecond() {
        var now = at(new PlatformLoader().load("rtsw"), T0);
        var later = at(new PlatformLoader().load("rtsw"), T0.plusSeconds(7));
        var fan = now.fans().getFirst();
        assertThat(now.speedRpm(fan)).isBetween(11_760L, 12_240L);
        var asic = now.sensors().stream().filter(s -> s.name().equals("temp-asic")).findFirst().orElseThrow();
        var t = now.temperature(asic);
        assertThat(t.instant()).isCloseTo(68, within(1.5));
        assertThat(t.min()).isLessThanOrEqualTo(t.avg());
        assertThat(t.max()).isGreaterThanOrEqualTo(t.avg());
        assertThat(t.min()).isLessThan(t.max());
        assertThat(t.alarm()).isFalse();
        assertThat(later.temperature(asic).instant()).isNotEqualTo(t.instant());
    }

    @Test
    void suppliesShareTheLoadAndDrawMoreThanTheyDeliver() {
        var env = at(new PlatformLoader().load("rtsw"), T0);
        var a = env.power(env.powerSupplies().get(0));
        var b = env.power(env.powerSupplies().get(1));
        assertThat(a.outputWatts()).isCloseTo(b.outputWatts(), within(a.outputWatts() * 0.03));
        assertThat(a.outputVolts()).isCloseTo(12, within(0.1));
        assertThat(a.inputVolts() * a.inputAmps()).isGreaterThan(a.outputWatts());
        assertThat(a.outputWatts()).isLessThan(env.powerSupplies().get(0).capacityWatts());
    }

    @Test
    void ieeeFloat32IsTheFourBytesOfTheSingleInBase64() {
        byte[] bytes = Base64.getDecoder().decode(PlatformComponentsHandler.ieeeFloat32(2000));
        assertThat(bytes).hasSize(4);
        assertThat(ByteBuffer.wrap(bytes).getFloat()).isEqualTo(2000f);
    }
}
