/** Where each switch of a running virtual zone serves gNMI: written by the lab's {@code fabric}, read by clients' {@code --target}. */
package io.nosagent.api.zone;
