/**
 * The build-time generator of config's schema: reads {@code config/src/main/yang/served.txt} (which nodes
 * are served, and which identities), parses the project's YANG and the OpenConfig models it needs with
 * OpenDaylight yangtools, prunes the tree to the served subset and writes
 * {@code io.nosagent.config.yang}: the schema tree the codec, the validators and the gNMI path checks walk,
 * and the member-name constants and path builders code names leaves with. It never runs on a switch.
 */
package io.nosagent.config.yang.codegen;
