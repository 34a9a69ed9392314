/**
 * The client's subcommands (picocli): {@code show}, {@code get}, {@code set}, {@code subscribe},
 * {@code snapshot} and {@code sim}, each a gNMI client of a running agent, and {@code healthz}, a gNOI Healthz one (shared connection options in
 * {@link io.nosagent.cli.GnmiConnection}, whose {@code --target} also takes a zone's switch name), and
 * {@code CliMain}, the client build's command.
 */
package io.nosagent.cli;
