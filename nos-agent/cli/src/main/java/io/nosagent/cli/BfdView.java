package io.nosagent.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.nosagent.api.cli.TextTable;
import io.nosagent.config.yang.BfdYang;
import io.nosagent.config.yang.BfdYang.Interfaces.Interface;
import io.nosagent.config.yang.BfdYang.Interfaces.Interface.Peers.Peer;
import picocli.CommandLine.Command;

import java.util.List;

import static io.nosagent.cli.Rendering.at;
import static io.nosagent.cli.Rendering.count;
import static io.nosagent.cli.Rendering.instant;
import static io.nosagent.cli.Rendering.member;

/** {@code show bfd}: every BFD session bfdd runs, from {@code /bfd}. */
@Command(name = "bfd", mixinStandardHelpOptions = true,
        description = "Every BFD session: interface, peer, state, timers (ms) x multiplier, the local diagnostic, failures and "
                + "the last failure's time.")
final class BfdView extends ShowCommand.View {

    private static final long MICROS_PER_MILLI = 1000;

    @Override
    List<String> paths() {
        return List.of(BfdYang.path().toString());
    }

    @Override
    boolean missingIsEmpty() {
        return true;
    }

    @Override
    void table(List<JsonNode> values) {
        var t = new TextTable().left("Interface").left("Peer").left("State").right("Tx ms").right("Rx ms").right("Mult")
                .left("Diagnostic").right("Failures").left("Last failure");
        int n = 0;
        for (JsonNode i : at(values.getFirst(), BfdYang.INTERFACES, BfdYang.Interfaces.INTERFACE)) {
            JsonNode timers = member(i, Interface.STATE);
            for (JsonNode p : at(i, Interface.PEERS, Interface.Peers.PEER)) {
                JsonNode s = member(p, Peer.STATE);
                t.row(member(i, Interface.ID).asText(), member(s, Peer.State.REMOTE_ADDRESS).asText(),
                        member(s, Peer.State.SESSION_STATE).asText(),
                        member(timers, Interface.State.DESIRED_MINIMUM_TX_INTERVAL).asLong() / MICROS_PER_MILLI,
                        member(timers, Interface.State.REQUIRED_MINIMUM_RECEIVE).asLong() / MICROS_PER_MILLI,
                        member(timers, Interface.State.DETECTION_MULTIPLIER).asText(),
                        member(s, Peer.State.LOCAL_DIAGNOSTIC_CODE).asText(), count(member(s, Peer.State.FAILURE_TRANSITIONS)),
                        instant(member(s, Peer.State.LAST_FAILURE_TIME)));
                n++;
            }
        }
        if (n == 0) {
            out.println("no BFD sessions");
            return;
        }
        t.print(out);
    }
}
