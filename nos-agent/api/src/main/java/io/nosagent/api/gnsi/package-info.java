/** gNSI for clients: the certz Rotate messages built from PEM files ({@link io.nosagent.api.gnsi.RotateRequests}). */
package io.nosagent.api.gnsi;
