/** How clients authenticate to an agent and find the certificate and local socket of one on their host. */
package io.nosagent.api.access;
