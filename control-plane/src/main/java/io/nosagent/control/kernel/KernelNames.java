package io.nosagent.control.kernel;

/**
 * The kernel's name for a router interface: the interface's own name with every character the kernel refuses in
 * one (a slash, a space, a colon) as a dash, cut to the kernel's 15 characters ({@code eth1/1/1} is {@code eth1-1-1}).
 */
public final class KernelNames {

    /** IFNAMSIZ less the terminating zero. */
    public static final int MAX_LENGTH = 15;

    private KernelNames() {
    }

    public static String of(String interfaceName) {
        var name = new StringBuilder(Math.min(interfaceName.length(), MAX_LENGTH));
        for (int i = 0; i < interfaceName.length() && name.length() < MAX_LENGTH; i++) {
            char c = interfaceName.charAt(i);
            boolean kept = c < 128 && (Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.');
            name.append(kept ? c : '-');
        }
        return name.toString();
    }
}
