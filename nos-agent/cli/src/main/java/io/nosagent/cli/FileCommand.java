package io.nosagent.cli;

import io.grpc.StatusRuntimeException;
import io.nosagent.api.gnmi.GnmiClient;
import io.nosagent.api.gnoi.file.FileGrpc;
import io.nosagent.api.gnoi.file.GetRequest;
import io.nosagent.api.gnoi.types.HashType;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/** {@code nos-agent file get}: copies a file off the switch (gNOI File), checking the hash it sends. */
@Command(name = "file", mixinStandardHelpOptions = true,
        description = "Files on the switch (gNOI File): its fault snapshots and logs.",
        subcommands = {FileCommand.Get.class})
public final class FileCommand {

    @Command(name = "get", mixinStandardHelpOptions = true,
            description = "Copies REMOTE (inside the agent's snapshot or log folder) to LOCAL and checks its hash.")
    static final class Get implements Callable<Integer> {
        @Mixin
        GnmiConnection connection;

        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "REMOTE", description = "The file's path on the switch.")
        String remote;

        @Option(names = {"-o", "--output"}, required = true, paramLabel = "LOCAL", description = "Where to write it.")
        Path output;

        @Override
        public Integer call() {
            try (GnmiClient client = connection.connect();
                 var download = new HashedDownload(output, "SHA-256")) {
                byte[] expected = null;
                var file = FileGrpc.newBlockingStub(client.channel()).withDeadlineAfter(60, TimeUnit.SECONDS);
                for (var it = file.get(GetRequest.newBuilder().setRemoteFile(remote).build()); it.hasNext(); ) {
                    var r = it.next();
                    if (r.hasContents()) {
                        download.write(r.getContents());
                    } else if (r.hasHash()) {
                        if (r.getHash().getMethod() != HashType.HashMethod.SHA256) {
                            throw new IOException(remote + ": the switch sent a " + r.getHash().getMethod() + " hash; SHA256 is checked");
                        }
                        expected = r.getHash().getHash().toByteArray();
                    }
                }
                String hash = download.verify(remote, expected);
                spec.commandLine().getOut().printf("%s: %d bytes to %s, SHA-256 %s verified%n", remote, download.bytes(), output, hash);
                return 0;
            } catch (StatusRuntimeException e) {
                return Rendering.fail(e, spec.commandLine().getErr());
            } catch (IOException e) {
                spec.commandLine().getErr().println("error: " + e.getMessage());
                return 1;
            }
        }
    }
}
