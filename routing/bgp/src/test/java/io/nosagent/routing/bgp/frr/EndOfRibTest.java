package io.nosagent.routing.bgp.frr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.util.List;

import static io.nosagent.routing.RoutedRack.ip;
import static org.assertj.core.api.Assertions.assertThat;

/** bgpd's neighbors (FRR 8.4's {@code show bgp neighbors json}, the fields read): is every session back with its table? */
class EndOfRibTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<InetAddress> BOTH = List.of(ip("172.16.0.1"), ip("172.16.1.1"));

    private static String peer(String address, String state, String gr, String eor) {
        return """
                "%s": {"bgpState": "%s", "neighborCapabilities": {%s},
                  "gracefulRestartInfo": {"endOfRibSend": {}, "endOfRibRecv": {%s}},
                  "addressFamilyInfo": {"ipv4Unicast": {"acceptedPrefixCounter": 3}}}
                """.formatted(address, state, gr, eor);
    }

    private static JsonNode neighbors(String... peers) throws Exception {
        return JSON.readTree("{" + String.join(",", peers) + "}");
    }

    private static final String GR = "\"gracefulRestart\": \"advertisedAndReceived\"";
    private static final String EOR = "\"ipv4Unicast\": true";

    @Test
    void everySessionEstablishedWithItsEndOfRibIsBack() throws Exception {
        assertThat(EndOfRib.everyPeerSentIts(neighbors(peer("172.16.0.1", "Established", GR, EOR),
                peer("172.16.1.1", "Established", GR, EOR)), BOTH)).isTrue();
    }

    @Test
    void aPeerStillToSendItsEndOfRibOrNotUpOrNotListedIsNotBack() throws Exception {
        assertThat(EndOfRib.everyPeerSentIts(neighbors(peer("172.16.0.1", "Established", GR, EOR),
                peer("172.16.1.1", "Established", GR, "")), BOTH)).as("no End-of-RIB yet").isFalse();
        assertThat(EndOfRib.everyPeerSentIts(neighbors(peer("172.16.0.1", "Established", GR, EOR),
                peer("172.16.1.1", "Active", GR, "")), BOTH)).as("the session still connecting").isFalse();
        assertThat(EndOfRib.everyPeerSentIts(neighbors(peer("172.16.0.1", "Established", GR, EOR)), BOTH))
                .as("a configured neighbor bgpd does not list yet").isFalse();
    }

    @Test
    void aPeerWithoutGracefulRestartIsBackOnceEstablished() throws Exception {
        assertThat(EndOfRib.everyPeerSentIts(neighbors(peer("172.16.0.1", "Established", GR, EOR),
                peer("172.16.1.1", "Established", "\"gracefulRestartCapability\": \"advertised\"", "")), BOTH)).isTrue();
    }
}
