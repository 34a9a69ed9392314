/**
 * Platform descriptions: what a switch model has (front-panel ports with lanes and speeds,
 * buffer size and carving, table capacities). The virtual ASIC builds its switch from one; the
 * agent maps interface names to ports with it. Two profiles ship as data files: {@code rtsw}
 * and {@code ctsw}.
 */
package io.nosagent.sai.platform;
