package io.nosagent.platform.gnmi;

import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnmi.proto.SetRequest;
import io.nosagent.sai.ObjectType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static io.nosagent.platform.gnmi.GnmiSwitch.update;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every stored config unreadable at start: the agent programs a minimal safe config (no addresses, no
 * neighbors, no routes), never the built-in example, raises a critical alarm naming the files, keeps
 * every unreadable file, and the next Set recovers and clears the alarm.
 */
class CorruptStateScenarioTest {

    @TempDir
    Path dir;

    private static long corruptFiles(Path configDir) throws IOException {
        try (Stream<Path> files = Files.walk(configDir)) {
            return files.filter(f -> f.getFileName().toString().contains(".corrupt-")).count();
        }
    }

    /** Everything a Get of {@code path} answers, as text (empty when it has no data). */
    private static String got(GnmiSwitch sw, String path) {
        try {
            return gotOrNotFound(sw, path);
        } catch (io.grpc.StatusRuntimeException e) {
            if (e.getStatus().getCode() == io.grpc.Status.Code.NOT_FOUND) {
                return "";
            }
            throw e;
        }
    }

    private static String gotOrNotFound(GnmiSwitch sw, String path) {
        return sw.viewer().get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF).addPath(GnmiSwitch.path(path)).build())
                .getNotificationList().stream().flatMap(n -> n.getUpdateList().stream())
                .map(u -> u.getVal().getJsonIetfVal().toStringUtf8()).reduce("", String::concat);
    }

    @Test
    void withEveryStoredConfigUnreadableTheSwitchRunsNothingRaisesAnAlarmAndKeepsTheFiles() throws IOException {
        int exampleRifs;
        try (var sw = GnmiSwitch.rtsw(dir)) {
            exampleRifs = sw.onAsic(ObjectType.ROUTER_INTERFACE);
            sw.admin().set(SetRequest.newBuilder().addUpdate(update("/interfaces/interface[name=eth1/1/1]/config/mtu", "4000")).build());
        }
        Path config = dir.resolve("state").resolve("config");
        Files.writeString(config.resolve("running.json"), "{\"version\": 2, \"config\": {");
        try (Stream<Path> history = Files.list(config.resolve("history"))) {
            for (Path f : history.toList()) {
                Files.writeString(f, "\u0000\u0000 not json");
            }
        }

        try (var sw = GnmiSwitch.rtsw(dir)) {
            assertThat(sw.onAsic(ObjectType.ROUTER_INTERFACE)).as("router interfaces: the example had %d", exampleRifs)
                    .isLessThan(exampleRifs).isLessThanOrEqualTo(1);
            assertThat(sw.onAsic(ObjectType.NEIGHBOR_ENTRY)).as("no neighbor of the example").isZero();
            assertThat(got(sw, "/interfaces")).doesNotContain("10.0.1.1");
            var alarms = got(sw, "/system/alarms");
            assertThat(alarms).contains("CONFIG_LOST").contains("CRITICAL").contains("running.json").contains("minimal safe config");
            // The journal of the mtu commit continues version 1, which is lost with its snapshot: kept too.
            assertThat(corruptFiles(config)).as("running.json, both history files and the journal kept").isEqualTo(4);

            sw.admin().set(SetRequest.newBuilder().addUpdate(update("/system/config/hostname", "\"rtsw001\"")).build());
            assertThat(got(sw, "/system/alarms")).as("the next commit clears it").doesNotContain("CONFIG_LOST");
            assertThat(corruptFiles(config)).isEqualTo(4);
        }
    }
}
