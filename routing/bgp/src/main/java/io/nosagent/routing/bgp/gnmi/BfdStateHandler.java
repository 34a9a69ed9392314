package io.nosagent.routing.bgp.gnmi;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nosagent.config.schema.SchemaNode.Container;
import io.nosagent.config.yang.BfdYang;
import io.nosagent.config.yang.BfdYang.Interfaces.Interface;
import io.nosagent.config.yang.BfdYang.Interfaces.Interface.Peers.Peer;
import io.nosagent.feature.gnmi.DataWriter;
import io.nosagent.feature.gnmi.Fragment;
import io.nosagent.feature.gnmi.PathHandler;
import io.nosagent.net.IpAddresses;
import io.nosagent.routing.bgp.BfdSession;
import io.nosagent.sai.observe.Published;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * BFD as bfdd runs it, over OpenConfig {@code /bfd}: per router interface with a session, its id (and
 * {@code config/id}, the target of its key: BFD runs where BGP asks for it), enabled and the session's timers (the
 * model keeps them per interface; in microseconds), and per session, keyed by bfdd's local discriminator, its
 * addresses, local state, discriminators, diagnostics, the peer's minimum receive interval, up and failure
 * transitions and the last failure's time. From the sessions as published, so ON_CHANGE follows every state change.
 * A session on no router interface (multihop) has no place in the model and is left out.
 */
public final class BfdStateHandler implements PathHandler {

    private static final List<Container> SCHEMA = List.of(Fragment.of(BfdYang.node())
            .with(Interface.Config.node(), Interface.Config.ID)
            .with(Interface.State.node(), Interface.State.ID, Interface.State.ENABLED, Interface.State.DESIRED_MINIMUM_TX_INTERVAL,
                    Interface.State.REQUIRED_MINIMUM_RECEIVE, Interface.State.DETECTION_MULTIPLIER)
            .with(Peer.State.node(), Peer.State.LOCAL_ADDRESS, Peer.State.REMOTE_ADDRESS, Peer.State.SESSION_STATE,
                    Peer.State.LAST_FAILURE_TIME, Peer.State.FAILURE_TRANSITIONS, Peer.State.UP_TRANSITIONS,
                    Peer.State.LOCAL_DISCRIMINATOR, Peer.State.REMOTE_DISCRIMINATOR, Peer.State.LOCAL_DIAGNOSTIC_CODE,
                    Peer.State.REMOTE_DIAGNOSTIC_CODE, Peer.State.REMOTE_MINIMUM_RECEIVE_INTERVAL)
            .build());
    private static final long MICROS_PER_MILLI = 1000;

    private final Optional<Published<List<BfdSession>>> sessions;

    /** @param sessions bfdd's sessions, when FRR runs */
    public BfdStateHandler(Optional<Published<List<BfdSession>>> sessions) {
        this.sessions = sessions;
    }

    @Override
    public List<Container> schema() {
        return SCHEMA;
    }

    @Override
    public Set<Published<?>> sources() {
        return sessions.<Set<Published<?>>>map(Set::of).orElse(Set.of());
    }

    @Override
    public void write(DataWriter out) {
        List<BfdSession> all = sessions.map(Published::get).orElse(List.of());
        if (all.stream().noneMatch(s -> s.interfaceName().isPresent())) {
            return;
        }
        ObjectNode interfaces = out.container(out.container(out.root(), BfdYang.TOP), BfdYang.INTERFACES);
        for (BfdSession s : all) {
            if (s.interfaceName().isEmpty()) {
                continue;
            }
            String id = s.interfaceName().get();
            ObjectNode entry = out.entry(interfaces, BfdYang.Interfaces.INTERFACE, Interface.ID, id);
            if (!entry.has(Interface.STATE)) { // the interface's first session: its timers are the interface's
                out.container(entry, Interface.CONFIG).put(Interface.Config.ID, id);
                out.container(entry, Interface.STATE).put(Interface.State.ID, id).put(Interface.State.ENABLED, true)
                        .put(Interface.State.DESIRED_MINIMUM_TX_INTERVAL, s.timers().transmitMillis() * MICROS_PER_MILLI)
                        .put(Interface.State.REQUIRED_MINIMUM_RECEIVE, s.timers().receiveMillis() * MICROS_PER_MILLI)
                        .put(Interface.State.DETECTION_MULTIPLIER, s.timers().multiplier());
            }
            String discriminator = Long.toString(s.localDiscriminator());
            ObjectNode state = out.container(out.entry(out.container(entry, Interface.PEERS), Interface.Peers.PEER,
                    Peer.LOCAL_DISCRIMINATOR, discriminator), Peer.STATE);
            state.put(Peer.State.LOCAL_DISCRIMINATOR, discriminator)
                    .put(Peer.State.REMOTE_DISCRIMINATOR, Long.toString(s.remoteDiscriminator()))
                    .put(Peer.State.REMOTE_ADDRESS, IpAddresses.format(s.peer()))
                    .put(Peer.State.SESSION_STATE, s.state().name())
                    .put(Peer.State.LOCAL_DIAGNOSTIC_CODE, s.localDiagnostic().name())
                    .put(Peer.State.REMOTE_DIAGNOSTIC_CODE, s.remoteDiagnostic().name())
                    .put(Peer.State.REMOTE_MINIMUM_RECEIVE_INTERVAL, s.remoteReceiveMillis() * MICROS_PER_MILLI);
            state.set(Peer.State.UP_TRANSITIONS, DataWriter.uint64(s.upTransitions()));
            state.set(Peer.State.FAILURE_TRANSITIONS, DataWriter.uint64(s.failureTransitions()));
            s.local().ifPresent(a -> state.put(Peer.State.LOCAL_ADDRESS, IpAddresses.format(a)));
            s.lastFailure().ifPresent(t -> state.set(Peer.State.LAST_FAILURE_TIME, DataWriter.uint64(DataWriter.nanos(t))));
        }
    }
}
