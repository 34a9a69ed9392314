/**
 * A gNMI client for the command line and tests: TLS with a given CA, or on this host the agent's
 * own self-signed certificate from its state directory (trust on first use); optional client
 * certificate; user name and password sent as metadata on every call.
 */
package io.nosagent.agent.gnmi.client;
