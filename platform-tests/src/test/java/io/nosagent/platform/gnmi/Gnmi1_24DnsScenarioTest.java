package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.proto.SetRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * featureprofiles gNMI-1.24 (DNS): the resolver's search domains and servers set over gNMI, as an operator's
 * client sets them on the RTSW: a Replace sets the search list, an Update appends to it, servers come back
 * on state with their port, and a bad server address is refused at its leaf with nothing changed.
 */
class Gnmi1_24DnsScenarioTest {

    private static final String SEARCH = "/system/dns/config/search";

    private static java.util.List<String> texts(com.fasterxml.jackson.databind.JsonNode array) {
        var out = new java.util.ArrayList<String>();
        array.forEach(v -> out.add(v.asText()));
        return out;
    }

    @Test
    void aReplaceSetsTheSearchDomainsAndAnUpdateAppendsToThem(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            sw.admin().set(SetRequest.newBuilder().addReplace(GnmiSwitch.update(SEARCH, "[\"example.com\",\"lab.example.com\"]")).build());
            assertThat(texts(sw.read("/system/dns/state/search"))).containsExactly("example.com", "lab.example.com");

            sw.admin().set(SetRequest.newBuilder().addUpdate(GnmiSwitch.update(SEARCH, "[\"corp.example.com\",\"example.com\"]")).build());

            assertThat(texts(sw.read("/system/dns/state/search")))
                    .containsExactly("example.com", "lab.example.com", "corp.example.com");
            assertThat(sw.persisted()).contains("corp.example.com");

            sw.admin().set(SetRequest.newBuilder().addReplace(GnmiSwitch.update(SEARCH, "[\"only.example.com\"]")).build());
            assertThat(texts(sw.read("/system/dns/state/search"))).containsExactly("only.example.com");
        }
    }

    @Test
    void serversComeBackOnStateWithTheirPortAndADeleteRemovesOne(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            sw.admin().set(SetRequest.newBuilder().addUpdate(GnmiSwitch.update("/system/dns/servers", """
                    {"server": [{"address": "192.0.2.53", "config": {"address": "192.0.2.53"}},
                                {"address": "2001:db8::53", "config": {"address": "2001:db8::53", "port": 5353}}]}""")).build());

            var ports = sw.readAll("/system/dns/servers/server/state/port");
            assertThat(ports).hasSize(2);
            assertThat(sw.read("/system/dns/servers/server[address=192.0.2.53]/state/port").asInt()).isEqualTo(53);
            assertThat(sw.read("/system/dns/servers/server[address=2001:db8::53]/state/port").asInt()).isEqualTo(5353);

            sw.admin().set(SetRequest.newBuilder().addDelete(GnmiSwitch.path("/system/dns/servers/server[address=192.0.2.53]")).build());

            assertThat(sw.readAll("/system/dns/servers/server/state/address").values()).extracting(v -> v.asText())
                    .containsExactly("2001:db8::53");
        }
    }

    @Test
    void aServerAddressThatIsNoIpAddressIsRefusedAtItsLeafAndChangesNothing(@TempDir Path dir) {
        try (var sw = GnmiSwitch.rtsw(dir)) {
            String before = sw.persisted();

            var e = catchThrowableOfType(StatusRuntimeException.class, () -> sw.admin().set(SetRequest.newBuilder()
                    .addUpdate(GnmiSwitch.update("/system/dns/servers/server[address=dns.example.com]/config",
                            "{\"address\": \"dns.example.com\"}")).build()));

            assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ABORTED);
            assertThat(e.getStatus().getDescription()).contains("address").contains("dns.example.com");
            assertThat(sw.persisted()).isEqualTo(before);
        }
    }
}
