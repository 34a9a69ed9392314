/**
 * The gNOI wire: the protos' generated packages below this one ({@code .types}, {@code .healthz},
 * {@code .system}, {@code .file}) and {@link io.nosagent.api.gnoi.ComponentPath}.
 */
package io.nosagent.api.gnoi;
