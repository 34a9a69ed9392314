package io.nosagent.config.validate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.ConfigError;
import io.nosagent.config.ConfigException;
import io.nosagent.config.Rtsw;
import io.nosagent.config.codec.IntentCodec;
import io.nosagent.config.codec.JsonText;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Bad CoPP overrides are refused at the path of the offending leaf, with the reason: a rate of 0, a trap
 * that does not exist, a new queue without its policer, a trap sent to a queue nobody defines, two queues
 * with one name.
 */
class CoppValidationTest {

    private static final String COPP = "/nosagent-copp:copp";

    private final IntentCodec codec = new IntentCodec();

    private List<String> problems(String copp) {
        var doc = (ObjectNode) JsonText.parse(Rtsw.exampleText(), "example");
        doc.set("nosagent-copp:copp", JsonText.parse(copp, "copp"));
        var e = catchThrowableOfType(ConfigException.class, () -> codec.decode(doc, "copp.json", Rtsw.context()));
        return e == null ? List.of() : e.errors().stream().map(ConfigError::toString).toList();
    }

    @Test
    void overridingAShippedQueueAndMovingATrapIsFine() {
        assertThat(problems("""
                {"queues": {"queue": [{"index": 7, "config": {"index": 7, "rate": 10000}}]},
                 "traps": {"trap": [{"name": "lldp", "config": {"name": "lldp", "queue": 7}}]}}
                """)).isEmpty();
    }

    @Test
    void aRateOfZeroIsRefusedAtItsLeaf() {
        assertThat(problems("{\"queues\": {\"queue\": [{\"index\": 7, \"config\": {\"index\": 7, \"rate\": 0}}]}}"))
                .singleElement().asString().startsWith(COPP + "/queues/queue[index=7]/config/rate: ").contains("1..1000000");
    }

    @Test
    void aTrapThatDoesNotExistIsRefusedNamingTheOnesThatDo() {
        assertThat(problems("{\"traps\": {\"trap\": [{\"name\": \"ssh\", \"config\": {\"name\": \"ssh\", \"queue\": 2}}]}}"))
                .isNotEmpty().allSatisfy(p -> assertThat(p).contains("ssh"))
                .anySatisfy(p -> assertThat(p).contains("arp-request").contains("neighbor-miss"));
    }

    @Test
    void aNewQueueWithoutItsPolicerIsRefusedNamingWhatItLacks() {
        assertThat(problems("{\"queues\": {\"queue\": [{\"index\": 3, \"config\": {\"index\": 3, \"rate\": 100}}]}}"))
                .singleElement().asString().startsWith(COPP + "/queues/queue[index=3]/config: ")
                .contains("not in the shipped profile").contains("name").contains("burst").doesNotContain(" rate");
    }

    @Test
    void aTrapOnAQueueNobodyDefinesIsRefusedAtItsQueue() {
        assertThat(problems("{\"traps\": {\"trap\": [{\"name\": \"bgp\", \"config\": {\"name\": \"bgp\", \"queue\": 4}}]}}"))
                .singleElement().asString().startsWith(COPP + "/traps/trap[name=bgp]/config/queue: ")
                .contains("CPU queue 4").contains("0, 1, 2, 5, 6, 7");
    }

    @Test
    void twoQueuesWithOneNameAreRefusedAtTheConfiguredName() {
        assertThat(problems("""
                {"queues": {"queue": [{"index": 3, "config": {"index": 3, "name": "high", "rate": 10, "burst": 10}}]}}
                """)).singleElement().asString().startsWith(COPP + "/queues/queue[index=3]/config/name: ")
                .contains("like queue 7");
    }
}
