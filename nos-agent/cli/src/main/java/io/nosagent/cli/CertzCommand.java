package io.nosagent.cli;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnsi.CertzRotation;
import io.nosagent.api.gnsi.RotateRequests;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code nos-agent certz rotate}: replaces the gNMI server's certificate (and the CA bundle client certificates
 * must chain to) with gNSI certz, without a restart: uploads them on a Rotate stream, checks that a fresh
 * connection trusting the new certificate's CA gets in, and only then finalizes; a failed check, or
 * {@code --try}, ends the stream unfinalized and the switch rolls back. Open streams keep working throughout.
 */
@Command(name = "certz", mixinStandardHelpOptions = true, description = "Rotate the switch's TLS credentials (gNSI certz).",
        subcommands = CertzCommand.Rotate.class)
public final class CertzCommand {

    @Command(name = "rotate", mixinStandardHelpOptions = true,
            description = "Upload a new server certificate and key (and client CA bundle), check a new connection trusting it, "
                    + "then finalize; --try rolls back after the check.",
            footer = {"", "Examples:",
                    "  nos-agent certz rotate --new-cert switch.pem --new-key switch.key --new-ca ca.pem -u admin",
                    "  nos-agent certz rotate --new-cert switch.pem --new-key switch.key --trust-bundle clients-ca.pem --try -u admin"})
    static final class Rotate implements Callable<Integer> {
        @Mixin
        GnmiConnection connection;

        @Spec
        CommandSpec spec;

        @Option(names = "--new-cert", required = true, paramLabel = "FILE", description = "The server certificate to serve (PEM).")
        Path certificate;

        @Option(names = "--new-key", required = true, paramLabel = "FILE", description = "Its private key (PEM).")
        Path privateKey;

        @Option(names = "--trust-bundle", paramLabel = "FILE",
                description = "CA certificates (PEM) client certificates must chain to; without it the switch keeps its bundle.")
        Path trustBundle;

        @Option(names = "--new-ca", paramLabel = "FILE",
                description = "The CA a client trusts for the new certificate, for the check (default: --new-cert, self-signed).")
        Path newCa;

        @Option(names = "--version", paramLabel = "TEXT", description = "The credentials' version (default: today's date).")
        String version;

        @Option(names = "--try", description = "Roll back after the check instead of finalizing.")
        boolean rehearsal;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            var files = new java.util.ArrayList<>(java.util.List.of(certificate, privateKey));
            Optional.ofNullable(trustBundle).ifPresent(files::add);
            for (Path file : files) {
                if (!Files.isReadable(file)) {
                    err.println("cannot read " + file);
                    return 2;
                }
            }
            Path trusted = newCa != null ? newCa : certificate;
            String v = version != null ? version : "certz-" + LocalDate.now(ZoneOffset.UTC);
            try (GnmiClient client = connection.connect()) {
                var rotation = CertzRotation.open(client.channel(), connection.timeout);
                if (!rotation.upload(RotateRequests.upload(certificate, privateKey, Optional.ofNullable(trustBundle), v))) {
                    return refused(rotation.end(), err);
                }
                out.println("uploaded " + v + ": new connections are served it now");
                Optional<String> check = check(trusted);
                if (check.isPresent()) {
                    err.println("a new connection trusting " + trusted + " failed (" + check.get() + "): rolling back");
                    rotation.abandon();
                    return 1;
                }
                out.println("a new connection trusting " + trusted + " got in");
                if (rehearsal) {
                    rotation.abandon(); // the switch ends an unfinalized stream by rolling back
                    out.println("rolled back (--try): the switch serves its previous credentials again");
                    return 0;
                }
                Status kept = rotation.finalizeRotation();
                if (!kept.isOk()) {
                    return refused(kept, err);
                }
                out.println("finalized: clients now trust " + trusted + " (--ca " + trusted + ")");
                return 0;
            } catch (StatusRuntimeException e) {
                return Rendering.fail(e, err);
            }
        }

        /** Capabilities over a fresh connection trusting only {@code ca}: empty when it got in, else why not. */
        private Optional<String> check(Path ca) {
            try (GnmiClient fresh = connection.connectTrusting(ca)) {
                fresh.capabilities();
                return Optional.empty();
            } catch (StatusRuntimeException e) {
                return Optional.of(e.getStatus().getCode() + (e.getStatus().getDescription() == null ? "" : ": " + e.getStatus().getDescription()));
            }
        }

        private static int refused(Status status, PrintWriter err) {
            err.println("certz Rotate refused: " + status.getCode() + (status.getDescription() == null ? "" : ": " + status.getDescription()));
            return 1;
        }
    }
}
