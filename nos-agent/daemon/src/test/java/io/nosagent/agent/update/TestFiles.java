package io.nosagent.agent.update;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.sai.platform.PlatformLoader;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Files the agent tests start from: small startup configs and a platform with a tight table. */
public final class TestFiles {

    private TestFiles() {
    }

    /** A startup config with {@code interfaces} ({name, address/len} pairs) and hostname rtsw-test. */
    public static Path startupConfig(Path dir, String... nameAddressPairs) throws IOException {
        var sb = new StringBuilder("{\"openconfig-system:system\":{\"config\":{\"hostname\":\"rtsw-test\"}},")
                .append("\"openconfig-interfaces:interfaces\":{\"interface\":[");
        for (int i = 0; i < nameAddressPairs.length; i += 2) {
            String name = nameAddressPairs[i];
            String[] addr = nameAddressPairs[i + 1].split("/");
            sb.append(i == 0 ? "" : ",").append("""
                    {"name":"%s","config":{"name":"%s","type":"iana-if-type:ethernetCsmacd","enabled":true},
                     "subinterfaces":{"subinterface":[{"index":0,"config":{"index":0},
                      "openconfig-if-ip:ipv4":{"addresses":{"address":[{"ip":"%s","config":{"ip":"%s","prefix-length":%s}}]}}}]}}
                    """.formatted(name, name, addr[0], addr[0], addr[1]));
        }
        Path file = dir.resolve("startup.json");
        Files.writeString(file, sb.append("]}}").toString());
        return file;
    }

    /** The RTSW profile with room for only {@code rifs} router interfaces. */
    public static Path rtswWithRouterInterfaces(Path dir, int rifs) throws IOException {
        var json = new ObjectMapper();
        ObjectNode platform;
        try (InputStream in = PlatformLoader.class.getResourceAsStream("rtsw.json")) {
            platform = (ObjectNode) json.readTree(in);
        }
        ((ObjectNode) platform.get("capacities")).put("routerInterfaces", rifs);
        Path file = dir.resolve("rtsw-small.json");
        json.writeValue(file.toFile(), platform);
        return file;
    }
}
