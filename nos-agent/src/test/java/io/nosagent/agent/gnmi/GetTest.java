package io.nosagent.agent.gnmi;

import io.nosagent.agent.gnmi.proto.GetResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static io.nosagent.agent.gnmi.GnmiAgent.get;
import static io.nosagent.agent.gnmi.GnmiAgent.value;
import static org.assertj.core.api.Assertions.assertThat;

class GetTest {

    @TempDir
    Path state;
    GnmiAgent switchUnderTest;

    @BeforeEach
    void start() {
        switchUnderTest = GnmiAgent.start(state);
    }

    @AfterEach
    void stop() {
        switchUnderTest.close();
    }

    @Test
    void aConfiguredLeafReadsBackAsItsBareJsonValue() {
        GetResponse r = switchUnderTest.viewer().get(get("/interfaces/interface[name=eth1/1/1]/config/mtu"));

        assertThat(r.getNotificationCount()).isEqualTo(1);
        var update = r.getNotification(0).getUpdate(0);
        assertThat(value(update.getVal()).asInt()).isEqualTo(9100);
    }
}
