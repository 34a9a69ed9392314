package io.nosagent.agent.gnmi.rpc;

import io.nosagent.feature.gnmi.YangModel;
import io.nosagent.agent.gnmi.paths.ServedPaths;
import io.nosagent.api.gnmi.proto.CapabilityRequest;
import io.nosagent.api.gnmi.proto.CapabilityResponse;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.ModelData;

import java.util.List;

/** Capabilities: the models served, the encodings, and the gNMI version. */
public final class CapabilitiesRpc {

    /** The gNMI specification version implemented. */
    public static final String GNMI_VERSION = "0.10.0";

    private final CapabilityResponse response;

    public CapabilitiesRpc(List<YangModel> models) {
        var b = CapabilityResponse.newBuilder().setGNMIVersion(GNMI_VERSION)
                .addSupportedEncodings(Encoding.JSON)
                .addSupportedEncodings(Encoding.JSON_IETF)
                .addSupportedEncodings(Encoding.PROTO);
        for (var m : models) {
            b.addSupportedModels(ModelData.newBuilder().setName(m.name()).setOrganization(m.organization())
                    .setVersion(m.version()));
        }
        this.response = b.build();
    }

    public CapabilityResponse capabilities(CapabilityRequest request) {
        return response;
    }
}
