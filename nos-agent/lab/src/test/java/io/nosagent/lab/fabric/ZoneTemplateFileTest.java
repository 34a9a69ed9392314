package io.nosagent.lab.fabric;

import io.nosagent.config.intent.routing.RoutingIntent;
import io.nosagent.config.intent.routing.StaticRoute;
import io.nosagent.net.Cidr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The zone template a user edits: the shipped default, a file over it, and mistakes refused at their line. */
class ZoneTemplateFileTest {

    private static ZoneTemplateException refusal(Path dir, String text) throws Exception {
        Path file = Files.writeString(dir.resolve("zone.template"), text);
        var thrown = org.assertj.core.api.Assertions.catchThrowableOfType(ZoneTemplateException.class, () -> ZoneTemplateFile.read(file));
        assertThat(thrown).as("refused").isNotNull();
        assertThat(thrown.file()).isEqualTo(file.toString());
        assertThat(thrown.getMessage()).startsWith(file.toString());
        return thrown;
    }

    @Test
    void theShippedDefaultIsTheFactsZoneShape() {
        var t = ZoneTemplate.defaults();
        assertThat(t.nicsPerRack()).as("16 NICs per RTSW: 2 hosts x 8").isEqualTo(16);
        assertThat(t.downlinkSpeedMbps()).isEqualTo(400_000);
        assertThat(t.uplinkSpeedMbps()).isEqualTo(400_000);
        assertThat(t.rackCtsws(0)).as("one uplink to every CTSW").containsExactly(0, 1, 2, 3);
        var plan = new ZonePlan(t);
        assertThat(plan.nicAddress(1, 2)).isEqualTo("10.1.3.2");
        assertThat(plan.gateway(1, 2)).isEqualTo("10.1.3.1");
        assertThat(plan.rackPrefix(1)).isEqualTo("10.1.0.0/16");
        assertThat(plan.rtswLinkAddress(1, 2)).isEqualTo("172.16.1.2");
    }

    @Test
    void aFileChangesOnlyWhatItSaysAndTheConfigsFollowIt(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("zone.template"), """
                # three racks; the third reaches only CTSWs 1 and 2
                racks = 3
                uplink-cable = 100m
                rack-subnets = 10.64.0.0/10
                rack-prefix-length = 18
                rack.3.ctsws = 1-2
                """);
        var t = ZoneTemplateFile.read(file);
        assertThat(t.racks()).isEqualTo(3);
        assertThat(t.ctsws()).as("from the default").isEqualTo(4);
        assertThat(t.uplinkCableMeters()).isEqualTo(100);
        var plan = new ZonePlan(t);
        assertThat(plan.rackPrefix(2)).isEqualTo("10.64.128.0/18");
        assertThat(plan.nicAddress(2, 0)).isEqualTo("10.64.129.2");

        var configs = new ZoneConfigs(plan);
        assertThat(configs.rtsw(2).interfaceNamed(ZonePlan.rtswUplink(2))).as("no uplink to CTSW 3").isEmpty();
        assertThat(configs.rtsw(2).interfaceNamed(ZonePlan.rtswUplink(1))).isPresent();
        StaticRoute toRack3 = RoutingIntent.of(configs.rtsw(0)).staticRoutes().get(Cidr.parse("10.64.128.0/18"));
        assertThat(toRack3.nextHops()).as("over the CTSWs both racks reach").hasSize(2);
        assertThat(configs.ctsw(3).interfaceNamed(ZonePlan.ctswDownlink(2))).as("CTSW 4 has no link to rack 3").isEmpty();
        assertThat(configs.ctsw(3).interfaceNamed(ZonePlan.ctswDownlink(0))).isPresent();
    }

    @Test
    void aRackWithNoUplinksIsRefusedAtItsLine(@TempDir Path dir) throws Exception {
        var e = refusal(dir, "racks = 2\n\nrack.2.ctsws =\n");
        assertThat(e.line()).hasValue(3);
        assertThat(e.field()).isEqualTo("rack.2.ctsws");
        assertThat(e.getMessage()).contains("no uplinks");
    }

    @Test
    void overlappingSubnetsAreRefusedAtTheirLine(@TempDir Path dir) throws Exception {
        var e = refusal(dir, "racks = 3\nrack.3.subnet = 10.1.0.0/16\n");
        assertThat(e.line()).hasValue(2);
        assertThat(e.field()).isEqualTo("rack.3.subnet");
        assertThat(e.getMessage()).contains("overlaps rack 2's 10.1.0.0/16");

        var links = refusal(dir, "# racks in the link block\nrack-subnets = 172.16.0.0/12\n");
        assertThat(links.line()).hasValue(2);
        assertThat(links.field()).isEqualTo("rack-subnets");
        assertThat(links.getMessage()).contains("overlaps link-subnet");
    }

    @Test
    void aCableOfZeroMetersIsRefusedAtItsLine(@TempDir Path dir) throws Exception {
        var e = refusal(dir, "downlink-cable = 3m\nuplink-cable = 0m\n");
        assertThat(e.line()).hasValue(2);
        assertThat(e.field()).isEqualTo("uplink-cable");
        assertThat(e.getMessage()).contains("0 m");
    }

    @Test
    void typosAreRefusedAtTheirLine(@TempDir Path dir) throws Exception {
        assertThat(refusal(dir, "racks = 2\nrack = 3\n").line()).hasValue(2);
        assertThat(refusal(dir, "uplink-speed = fast\n").field()).isEqualTo("uplink-speed");
        assertThat(refusal(dir, "racks = 2\nracks = 3\n").getMessage()).contains("repeated (first on line 1)");
        assertThat(refusal(dir, "rack.5.ctsws = 1\n").field()).isEqualTo("rack.5");
        assertThat(refusal(dir, "rack.1.ctsws = 1-9\n").getMessage()).contains("no CTSW 5");
        assertThat(refusal(dir, "rack.2.ctsws = 3-4\nrack.1.ctsws = 1-2\n").getMessage()).contains("shares no CTSW");
    }

    @Test
    void theCommandLineSizeIsCheckedLikeTheFile() {
        assertThatThrownBy(() -> ZoneTemplate.defaults().withSize(2, 19, 2, 8))
                .isInstanceOf(ZoneTemplate.Invalid.class).hasMessageContaining("ctsws: 19 is out of range 1..18");
        assertThatThrownBy(() -> ZoneTemplate.defaults().withSize(2, 4, 3, 8))
                .hasMessageContaining("need 24 RTSW downlinks");
    }
}
