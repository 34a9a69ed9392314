package io.nosagent.api.gnmi;

import io.grpc.Status;
import io.nosagent.api.gnmi.GnmiException;
import io.nosagent.api.gnmi.proto.Path;
import io.nosagent.api.gnmi.proto.PathElem;
import io.nosagent.config.ConfigPath;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class PathCodecTest {

    private static Path path(String origin, String... names) {
        var b = Path.newBuilder().setOrigin(origin);
        for (String n : names) {
            b.addElem(PathElem.newBuilder().setName(n));
        }
        return b.build();
    }

    @Test
    void theFullPathIsPrefixThenPathWithTheOriginOfEither() {
        ConfigPath joined = PathCodec.join(path("openconfig", "interfaces"),
                Path.newBuilder().addElem(PathElem.newBuilder().setName("interface").putKey("name", "eth1/1/1")).build());

        assertThat(joined.origin()).isEqualTo("openconfig");
        assertThat(joined.toString()).isEqualTo("/interfaces/interface[name=eth1/1/1]");
        assertThat(PathCodec.join(Path.getDefaultInstance(), path("nosagent", "agent")).origin()).isEqualTo("nosagent");
    }

    @Test
    void anOriginInBothPrefixAndPathIsInvalid() {
        var e = catchThrowableOfType(GnmiException.class,
                () -> PathCodec.join(path("openconfig"), path("openconfig", "system")));

        assertThat(e.code()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    }

    @Test
    void aTargetOutsideThePrefixIsInvalid() {
        var e = catchThrowableOfType(GnmiException.class,
                () -> PathCodec.join(Path.getDefaultInstance(), Path.newBuilder().setTarget("rtsw001").build()));

        assertThat(e.code()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(e.getMessage()).contains("prefix");
    }

    @Test
    void aConcretePathRoundTripsWithItsKeys() {
        ConfigPath p = ConfigPath.parse("/a/b[k=v]/c");

        assertThat(PathCodec.join(Path.getDefaultInstance(), PathCodec.toProto(p))).isEqualTo(p);
        assertThat(PathCodec.text(PathCodec.toProto(p))).isEqualTo("/a/b[k=v]/c");
    }
}
