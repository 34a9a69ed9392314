package io.nosagent.platform.gnmi;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.agent.AgentHost;
import io.nosagent.agent.AgentOptions;
import io.nosagent.agent.security.ServerCertificate;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnmi.proto.Encoding;
import io.nosagent.api.gnmi.proto.GetRequest;
import io.nosagent.api.gnoi.system.CancelRebootRequest;
import io.nosagent.api.gnoi.system.RebootMethod;
import io.nosagent.api.gnoi.system.RebootRequest;
import io.nosagent.api.gnoi.system.RebootStatusRequest;
import io.nosagent.api.gnoi.system.RebootStatusResponse;
import io.nosagent.api.gnoi.system.SystemGrpc;
import io.nosagent.lab.traffic.SimulatedHosts;
import io.nosagent.sai.ObjectType;
import io.nosagent.sai.StatsMode;
import io.nosagent.sai.meta.PortStat;
import io.nosagent.sai.vasic.VirtualAsic;
import io.nosagent.sai.vasic.nic.SimNic;
import io.nosagent.sai.vasic.traffic.TrafficPattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * gNOI-3.1 / 3.4 style, with the generated gNOI System client against an agent run by its host (which
 * restarts it in process): a delayed COLD reboot is pending in RebootStatus and CancelReboot stops it; a
 * reboot that runs brings the switch back with a later boot time, its components and its config; a WARM
 * reboot under RoCE traffic loses nothing.
 */
class GnoiRebootScenarioTest {

    private static final String BOOT_TIME = "/components/component[name=controller]/state/last-reboot-time";
    private static final String PORT_COMPONENTS = "/components/component/state/type";

    private static AgentHost host(Path dir) {
        return AgentHost.start(GnmiSwitch.testOptions(AgentOptions.virtual("rtsw", dir.resolve("state")), UnaryOperator.identity()));
    }

    private static GnmiClient client(AgentHost host, Path dir, String user, String password) {
        String target = "127.0.0.1:" + host.agent().gnmi().orElseThrow().port();
        return GnmiClient.connect(GnmiClient.Options.tls(target, ServerCertificate.selfSignedCertificate(dir.resolve("state")), user, password));
    }

    private static SystemGrpc.SystemBlockingStub system(GnmiClient c) {
        return SystemGrpc.newBlockingStub(c.channel()).withDeadlineAfter(30, TimeUnit.SECONDS);
    }

    private static long bootTime(GnmiClient c) {
        var r = c.get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF).addPath(GnmiSwitch.path(BOOT_TIME)).build());
        return Long.parseLong(r.getNotification(0).getUpdate(0).getVal().getJsonIetfVal().toStringUtf8().replace("\"", ""));
    }

    private static long portComponents(GnmiClient c) {
        var r = c.get(GetRequest.newBuilder().setEncoding(Encoding.JSON_IETF).addPath(GnmiSwitch.path(PORT_COMPONENTS)).build());
        return r.getNotificationList().stream().flatMap(n -> n.getUpdateList().stream())
                .filter(u -> u.getVal().getJsonIetfVal().toStringUtf8().contains("PORT")).count();
    }

    /** The boot time the switch reports once it answers again with one later than {@code before}. */
    private static long awaitReboot(GnmiClient c, long before) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            try {
                long now = bootTime(c);
                if (now > before) {
                    return now;
                }
            } catch (StatusRuntimeException restarting) {
                // gNMI is down while the agent restarts
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the switch did not come back from its reboot within 60 s");
    }

    @Test
    void gnoi_3_1_aDelayedColdRebootIsPendingUntilCancelledAndOneThatRunsBringsTheSwitchBack(@TempDir Path dir) throws Exception {
        try (var host = host(dir);
             var admin = client(host, dir, GnmiSwitch.ADMIN, GnmiSwitch.ADMIN_PASSWORD)) {
            long booted = bootTime(admin);
            long ports = portComponents(admin);
            int routes = ((VirtualAsic) host.agent().backend()).entries(ObjectType.ROUTE_ENTRY).size();
            assertThat(ports).isEqualTo(host.agent().switchHandle().portsByName().size());

            system(admin).reboot(RebootRequest.newBuilder().setMethod(RebootMethod.COLD)
                    .setDelay(TimeUnit.SECONDS.toNanos(3)).setMessage("gNOI-3.1 qualification").build());
            RebootStatusResponse pending = system(admin).rebootStatus(RebootStatusRequest.getDefaultInstance());
            assertThat(pending.getActive()).isTrue();
            assertThat(pending.getReason()).isEqualTo("gNOI-3.1 qualification");
            assertThat(pending.getMethod()).isEqualTo(RebootMethod.COLD);
            assertThat(pending.getWait()).isPositive().isLessThanOrEqualTo(TimeUnit.SECONDS.toNanos(3));
            assertThat(pending.getWhen()).isGreaterThan(booted);
            var second = catchThrowableOfType(StatusRuntimeException.class, () -> system(admin)
                    .reboot(RebootRequest.newBuilder().setMethod(RebootMethod.WARM).build()));
            assertThat(second.getStatus().getCode()).as("one pending reboot at a time").isEqualTo(Status.Code.FAILED_PRECONDITION);

            system(admin).cancelReboot(CancelRebootRequest.newBuilder().setMessage("not today").build());
            assertThat(system(admin).rebootStatus(RebootStatusRequest.getDefaultInstance()).getActive()).isFalse();
            Thread.sleep(4000); // past the cancelled deadline
            assertThat(bootTime(admin)).as("the cancelled reboot did not run").isEqualTo(booted);
            assertThat(system(admin).rebootStatus(RebootStatusRequest.getDefaultInstance()).getCount()).isZero();

            var before = host.agent();
            system(admin).reboot(RebootRequest.newBuilder().setMethod(RebootMethod.COLD).setMessage("now").build());
            long rebooted = awaitReboot(admin, booted);

            assertThat(host.agent()).as("a new agent runs").isNotSameAs(before);
            assertThat(rebooted).isGreaterThan(booted);
            assertThat(portComponents(admin)).as("the PORT components are back").isEqualTo(ports);
            assertThat(((VirtualAsic) host.agent().backend()).entries(ObjectType.ROUTE_ENTRY))
                    .as("the persisted config programmed again on the re-initialised ASIC").hasSize(routes);
            var done = system(admin).rebootStatus(RebootStatusRequest.getDefaultInstance());
            assertThat(done.getActive()).isFalse();
            assertThat(done.getCount()).isEqualTo(1);
            assertThat(done.getReason()).isEqualTo("now");
        }
    }

    @Test
    void cli_rebootWarmRestartsTheAgentOnTheAsicItFoundAndStatusCountsIt(@TempDir Path dir) throws Exception {
        try (var host = host(dir);
             var admin = client(host, dir, GnmiSwitch.ADMIN, GnmiSwitch.ADMIN_PASSWORD)) {
            String target = "127.0.0.1:" + host.agent().gnmi().orElseThrow().port();
            var asic = (VirtualAsic) host.agent().backend();
            var routes = java.util.Set.copyOf(asic.entries(ObjectType.ROUTE_ENTRY));
            long booted = bootTime(admin);
            var before = host.agent();

            CliRun asked = CliRun.at(target, dir.resolve("state"), "reboot", "--warm", "--message", "cli warm");
            assertThat(asked.exit()).as(asked.err()).isZero();
            assertThat(asked.out()).contains("warm reboot now");
            awaitReboot(admin, booted);

            assertThat(host.agent()).as("a new agent runs").isNotSameAs(before);
            assertThat(host.agent().backend()).as("on the ASIC it found").isSameAs(asic);
            assertThat(asic.entries(ObjectType.ROUTE_ENTRY)).as("the routes it found, kept").containsExactlyInAnyOrderElementsOf(routes);
            CliRun status = CliRun.at(target, dir.resolve("state"), "reboot", "--status");
            assertThat(status.out()).as(status.err()).contains("no reboot pending").contains("reboots since the agent's process started: 1");
            assertThat(system(admin).rebootStatus(RebootStatusRequest.getDefaultInstance()).getMethod()).isEqualTo(RebootMethod.WARM);
        }
    }

    @Test
    void badInput_aReadOnlyUserAnUnsetOrUnsupportedMethodAndACancelWithNothingPendingAreRefusedWithNoEffect(@TempDir Path dir) {
        try (var host = host(dir);
             var admin = client(host, dir, GnmiSwitch.ADMIN, GnmiSwitch.ADMIN_PASSWORD);
             var viewer = client(host, dir, GnmiSwitch.VIEWER, GnmiSwitch.VIEWER_PASSWORD)) {
            assertThat(refusal(() -> system(viewer).reboot(RebootRequest.newBuilder().setMethod(RebootMethod.COLD).build())).getCode())
                    .isEqualTo(Status.Code.PERMISSION_DENIED);
            assertThat(refusal(() -> system(admin).reboot(RebootRequest.getDefaultInstance())))
                    .satisfies(s -> assertThat(s.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT))
                    .satisfies(s -> assertThat(s.getDescription()).startsWith("method"));
            assertThat(refusal(() -> system(admin).reboot(RebootRequest.newBuilder().setMethod(RebootMethod.POWERDOWN).build())))
                    .satisfies(s -> assertThat(s.getCode()).isEqualTo(Status.Code.UNIMPLEMENTED))
                    .satisfies(s -> assertThat(s.getDescription()).contains("POWERDOWN"));
            assertThat(refusal(() -> system(admin).cancelReboot(CancelRebootRequest.getDefaultInstance())).getCode())
                    .isEqualTo(Status.Code.FAILED_PRECONDITION);
            assertThat(system(viewer).rebootStatus(RebootStatusRequest.getDefaultInstance()).getActive()).as("nothing pending").isFalse();
        }
    }

    private static Status refusal(Runnable call) {
        return catchThrowableOfType(StatusRuntimeException.class, call::run).getStatus();
    }

    @Test
    void gnoi_3_4_aWarmRebootUnderRoceTrafficLosesNoPacket(@TempDir Path dir) throws Exception {
        try (var host = host(dir);
             var admin = client(host, dir, GnmiSwitch.ADMIN, GnmiSwitch.ADMIN_PASSWORD);
             var hosts = SimulatedHosts.start((VirtualAsic) host.agent().backend(), host.agent().intent().current(),
                     TrafficPattern.ALLREDUCE, 7)) {
            var asic = (VirtualAsic) host.agent().backend();
            long booted = bootTime(admin);
            Thread.sleep(1000); // hosts and switch learn each other by ARP; what that costs is before the reboot
            var beforeReboot = hosts.job().orElseThrow().stats();
            long receivedBefore = received(hosts);
            long discardsBefore = discards(asic, host);
            long nicLossesBefore = nicLosses(hosts);
            assertThat(receivedBefore).as("traffic before the reboot").isPositive();

            system(admin).reboot(RebootRequest.newBuilder().setMethod(RebootMethod.WARM).setMessage("gNOI-3.4").build());
            awaitReboot(admin, booted);
            long atReturn = received(hosts);
            Thread.sleep(1000);

            assertThat(received(hosts)).as("traffic after the reboot").isGreaterThan(atReturn);
            assertThat(atReturn).as("the ASIC forwarded while the agent restarted").isGreaterThan(receivedBefore);
            assertThat(discards(asic, host)).as("discards across the reboot").isEqualTo(discardsBefore);
            assertThat(nicLosses(hosts)).as("NIC drops and errors across the reboot").isEqualTo(nicLossesBefore);
            var job = hosts.job().orElseThrow().stats();
            assertThat(job.iterationsTimedOut() - beforeReboot.iterationsTimedOut()).as("iterations lost across the reboot").isZero();
            assertThat(job.outOfOrderPackets() - beforeReboot.outOfOrderPackets()).as("packets out of order across the reboot").isZero();
            assertThat(job.iterationsCompleted()).isGreaterThan(beforeReboot.iterationsCompleted());
        }
    }

    @Test
    void aColdRebootReinitialisesTheAsicUnderTheCabledHostsAndTrafficFlowsAgainAfter(@TempDir Path dir) throws Exception {
        try (var host = host(dir);
             var admin = client(host, dir, GnmiSwitch.ADMIN, GnmiSwitch.ADMIN_PASSWORD);
             var hosts = SimulatedHosts.start((VirtualAsic) host.agent().backend(), host.agent().intent().current(),
                     TrafficPattern.ALLREDUCE, 7)) {
            long booted = bootTime(admin);
            Thread.sleep(500);
            long switchBefore = host.agent().switchHandle().switchId();

            system(admin).reboot(RebootRequest.newBuilder().setMethod(RebootMethod.COLD).build());
            awaitReboot(admin, booted);
            long atReturn = received(hosts);
            Thread.sleep(2000); // the switch learns its hosts again by ARP

            assertThat(host.agent().switchHandle().switchId()).as("the same ASIC, its switch created again").isEqualTo(switchBefore);
            assertThat(received(hosts)).as("traffic after the cold reboot").isGreaterThan(atReturn);
        }
    }

    /** In and out discards summed over the front-panel ports. */
    private static long discards(VirtualAsic asic, AgentHost host) {
        long sum = 0;
        for (long port : host.agent().switchHandle().portsByName().values()) {
            for (long v : asic.getStats(ObjectType.PORT, port, List.of(PortStat.IF_IN_DISCARDS, PortStat.IF_OUT_DISCARDS), StatsMode.READ)) {
                sum += v;
            }
        }
        return sum;
    }

    private static long nicLosses(SimulatedHosts hosts) {
        return hosts.nics().stream().mapToLong(n -> n.receiveDrops() + n.receiveErrors()).sum();
    }

    private static long received(SimulatedHosts hosts) {
        return hosts.nics().stream().mapToLong(SimNic::receivedBytes).sum();
    }

}
