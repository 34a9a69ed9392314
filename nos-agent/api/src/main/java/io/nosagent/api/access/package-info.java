/** How clients authenticate to an agent and find the certificate of one on their host. */
package io.nosagent.api.access;
