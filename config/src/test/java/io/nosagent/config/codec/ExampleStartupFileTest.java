package io.nosagent.config.codec;

import io.nosagent.config.intent.qos.QosIntent;
import io.nosagent.config.Rtsw;
import io.nosagent.config.intent.InterfaceAddress;
import io.nosagent.config.intent.ExpectedPeer;
import io.nosagent.config.intent.InterfaceIntent;
import io.nosagent.config.intent.SwitchIntent;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ExampleStartupFileTest {

    private final IntentCodec codec = new IntentCodec();

    @Test
    void theShippedRtswStartupFileValidatesAndConfiguresEveryPort() {
        SwitchIntent intent = Rtsw.exampleIntent();

        assertThat(intent.system().hostname()).isEqualTo("rtsw001");
        assertThat(intent.interfaces().keySet()).containsExactlyElementsOf(Rtsw.ports());
        assertThat(intent.interfaces().values()).allSatisfy(i -> {
            assertThat(i.enabled()).isTrue();
            assertThat(i.mtu()).isEqualTo(InterfaceIntent.DEFAULT_MTU);
        });
        InterfaceIntent downlink = intent.interfaces().get("eth1/1/1");
        assertThat(downlink.addresses()).containsExactly(
                InterfaceAddress.parse("10.0.1.1/24"), InterfaceAddress.parse("2001:db8:0:1::1/64"));
        InterfaceIntent firstUplink = intent.interfaces().get("eth1/17/1");
        assertThat(firstUplink.addresses()).containsExactly(
                InterfaceAddress.parse("10.1.1.0/31"), InterfaceAddress.parse("2001:db8:1:1::/127"));
        assertThat(firstUplink.description()).hasValue("uplink: ctsw001");
        assertThat(firstUplink.expectedPeer()).as("the uplink's cable reaches ctsw001").hasValue(ExpectedPeer.device("ctsw001"));
        assertThat(downlink.expectedPeer()).as("the downlink's cable reaches host0's first RDMA NIC")
                .hasValue(ExpectedPeer.of("host0", "rdma0"));
    }

    @Test
    void theExampleIsLosslessWithTheShippedProfileDownlinksOnCopperAndUplinksOnFibre() {
        SwitchIntent intent = Rtsw.exampleIntent();

        var expected = ShippedQos.bind(ShippedQos.bind(ShippedQos.definitions("rtsw"), Rtsw.ports().subList(0, 16),
                "downlink", ShippedQos.DOWNLINK_CABLE_METRES), Rtsw.ports().subList(16, 34), "uplink", ShippedQos.FABRIC_CABLE_METRES);
        assertThat(QosIntent.of(intent)).isEqualTo(expected);
        var rdma = QosIntent.of(intent).effective("eth1/1/1").orElseThrow();
        assertThat(rdma.classifier().orElseThrow().dscpToGroup().get(50)).isEqualTo("rdma");
        assertThat(rdma.lossless().orElseThrow().profile().pfcMask()).as("PFC on priority 2 only").isEqualTo(1 << 2);
        assertThat(QosIntent.of(intent).cts().enabled()).isTrue();
    }

    @Test
    void fileToIntentToJsonToIntentGivesTheSameIntent() {
        SwitchIntent first = Rtsw.exampleIntent();

        SwitchIntent again = codec.parse(codec.print(first), "printed", Rtsw.context());

        assertThat(again).isEqualTo(first);
    }

    @Test
    void printingTheParsedExampleReproducesTheFileByteForByte() {
        assertThat(codec.print(Rtsw.exampleIntent())).isEqualTo(Rtsw.exampleText());
    }

    @Test
    void defaultsAreWrittenOutAndModulesQualifiedPerRfc7951() {
        var intent = SwitchIntent.named("rtsw001").withInterface(InterfaceIntent.named("eth1/3/1")
                .withAddress(InterfaceAddress.parse("10.0.3.1/24")));

        var doc = codec.encode(intent);

        var intf = doc.get("openconfig-interfaces:interfaces").get("interface").get(0);
        assertThat(intf.get("name").asText()).isEqualTo("eth1/3/1");
        assertThat(intf.get("config").get("name").asText()).isEqualTo("eth1/3/1");
        assertThat(intf.get("config").get("mtu").asInt()).isEqualTo(9100);
        assertThat(intf.get("config").get("enabled").asBoolean()).isTrue();
        assertThat(intf.get("config").get("type").asText()).isEqualTo("iana-if-type:ethernetCsmacd");
        var sub = intf.get("subinterfaces").get("subinterface").get(0);
        assertThat(sub.has("openconfig-if-ip:ipv4")).isTrue();
        assertThat(sub.get("openconfig-if-ip:ipv4").get("addresses").get("address").get(0).get("config")
                .get("prefix-length").asInt()).isEqualTo(24);
        assertThat(doc.get("openconfig-system:system").get("config").get("hostname").asText()).isEqualTo("rtsw001");
    }
}
