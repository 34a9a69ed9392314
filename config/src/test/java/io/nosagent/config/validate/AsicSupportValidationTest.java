package io.nosagent.config.validate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.Rtsw;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.JsonText;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static io.nosagent.config.validate.AsicSupport.Missing.BTH_OPCODE_ACL_FIELD;
import static io.nosagent.config.validate.AsicSupport.Missing.BTH_OPCODE_UDF;
import static io.nosagent.config.validate.AsicSupport.Missing.FLOWLETS;
import static io.nosagent.config.validate.AsicSupport.Missing.QP_HASH_NATIVE;
import static io.nosagent.config.validate.AsicSupport.Missing.QP_HASH_UDF;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * A config that needs what this switch's ASIC lacks is refused at the leaf that asks for it, with the
 * ASIC's answer; a feature with a fallback the ASIC has passes. The switch is the RTSW example.
 */
class AsicSupportValidationTest {

    private static final String ROUTING = "/nosagent-routing:routing";
    private static final String ACK = "/openconfig-qos:qos/nosagent-qos:ack-remark/config";
    private static final String NO_ARS = "SAI_ARS_PROFILE_ATTR_ALGO: create not implemented";
    private static final String NO_QP_FIELD = "SAI_HASH_ATTR_NATIVE_HASH_FIELD_LIST enum values capability lacks "
            + "SAI_NATIVE_HASH_FIELD_RDMA_BTH_DEST_QP";
    private static final String NO_UDF = "SAI_UDF_GROUP_ATTR_TYPE: create not implemented";
    private static final String NO_BTH_FIELD = "SAI_ACL_TABLE_ATTR_FIELD_BTH_OPCODE: create not implemented";

    private final IntentCodec codec = new IntentCodec();

    private List<String> problems(Consumer<ObjectNode> edit, Map<AsicSupport.Missing, String> missing) {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        edit.accept(doc);
        var e = catchThrowableOfType(ConfigException.class, () -> codec.decode(doc, "config.json",
                Rtsw.context().withAsicSupport(new AsicSupport(missing))));
        return e == null ? List.of() : e.errors().stream().map(ConfigError::toString).toList();
    }

    private static Consumer<ObjectNode> routing(String json) {
        return doc -> doc.set("nosagent-routing:routing", JsonText.parse(json, "routing"));
    }

    private static Consumer<ObjectNode> ackMatch(String match) {
        return doc -> ((ObjectNode) doc.path("openconfig-qos:qos").path("nosagent-qos:ack-remark").path("config")).put("bth-match", match);
    }

    @Test
    void flowletsOnAnAsicWithoutArsAreRefusedAtTheFlowletSwitchWithTheAsicsAnswer() {
        var flowlets = routing("{\"flowlets\": {\"config\": {\"enabled\": true}}}");

        assertThat(problems(flowlets, Map.of(FLOWLETS, NO_ARS))).containsExactly(ROUTING
                + "/flowlets/config/enabled: flowlets need SAI ARS, which this ASIC does not have (" + NO_ARS + ")");
        assertThat(problems(flowlets, Map.of())).as("an ASIC with ARS").isEmpty();
        assertThat(problems(routing("{\"flowlets\": {\"config\": {\"enabled\": false}}}"), Map.of(FLOWLETS, NO_ARS)))
                .as("turned off").isEmpty();
    }

    @Test
    void qpHashingTakesTheUdfWhereTheNativeFieldIsMissingUnlessTheConfigInsistsOnNative() {
        var missing = Map.of(QP_HASH_NATIVE, NO_QP_FIELD);

        assertThat(problems(routing(qp("auto")), missing)).isEmpty();
        assertThat(problems(routing(qp("udf")), missing)).isEmpty();
        assertThat(problems(routing(qp("native")), missing)).containsExactly(ROUTING + "/load-balancing/roce-qp-hash/config/mode:"
                + " mode native needs the RDMA_BTH_DEST_QP hash field, which this ASIC does not have (" + NO_QP_FIELD + "); use udf or auto");
        assertThat(problems(routing(qp("auto")), Map.of(QP_HASH_NATIVE, NO_QP_FIELD, QP_HASH_UDF, NO_UDF))).containsExactly(
                ROUTING + "/load-balancing/roce-qp-hash/config/enabled: this ASIC hashes the RoCE destination QP neither natively ("
                        + NO_QP_FIELD + ") nor with a UDF (" + NO_UDF + ")");
    }

    @Test
    void ackReMarkingTakesTheUdfWhereTheAclFieldIsMissingUnlessTheConfigInsistsOnTheField() {
        var missing = Map.of(BTH_OPCODE_ACL_FIELD, NO_BTH_FIELD);

        assertThat(problems(ackMatch("auto"), missing)).isEmpty();
        assertThat(problems(ackMatch("acl-field"), missing)).containsExactly(ACK + "/bth-match: bth-match acl-field needs the"
                + " ACL's BTH opcode field, which this ASIC does not have (" + NO_BTH_FIELD + "); use udf or auto");
        assertThat(problems(ackMatch("auto"), Map.of(BTH_OPCODE_ACL_FIELD, NO_BTH_FIELD, BTH_OPCODE_UDF, NO_UDF))).containsExactly(
                ACK + "/enabled: this ASIC matches the BTH opcode neither with its ACL field (" + NO_BTH_FIELD + ") nor with a UDF ("
                        + NO_UDF + ")");
    }

    private static String qp(String mode) {
        return "{\"load-balancing\": {\"roce-qp-hash\": {\"config\": {\"enabled\": true, \"mode\": \"" + mode + "\"}}}}";
    }
}
