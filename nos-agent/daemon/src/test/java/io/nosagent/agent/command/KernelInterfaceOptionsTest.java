package io.nosagent.agent.command;

import io.nosagent.control.kernel.KernelNamespace;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Where {@code nos-agent run} makes kernel interfaces: on a real switch (a vendor library) by default, on the virtual
 * ASIC only when asked (it would route the config's subnets on the machine it runs on), in a named namespace when told.
 */
class KernelInterfaceOptionsTest {

    private static Optional<KernelNamespace> kernel(String... args) {
        var options = new RunOptions();
        new CommandLine(options).parseArgs(args);
        return options.agentOptions(Optional.empty()).kernelInterfaces();
    }

    @Test
    void onWithAVendorLibraryOffOnTheVirtualAsicUnlessAsked() {
        assertThat(kernel("--sai-lib", "/opt/vendor/libsai.so")).contains(KernelNamespace.AGENT);
        assertThat(kernel()).isEmpty();
        assertThat(kernel("--kernel-interfaces")).contains(KernelNamespace.AGENT);
        assertThat(kernel("--sai-lib", "/opt/vendor/libsai.so", "--no-kernel-interfaces")).isEmpty();
        assertThat(kernel("--kernel-netns", "rtsw001")).contains(KernelNamespace.named("rtsw001"));
    }

    @Test
    void contradictionsAndBadNamesAreRefusedNamingTheOption() {
        assertThatThrownBy(() -> kernel("--kernel-interfaces", "--no-kernel-interfaces"))
                .hasMessageContaining("--no-kernel-interfaces");
        assertThatThrownBy(() -> kernel("--kernel-netns", "a/b")).hasMessageContaining("--kernel-netns").hasMessageContaining("a/b");
    }
}
