/**
 * The architecture's module rules as ArchUnit tests over every module's main classes, and YANG as the only
 * schema: a leaf renamed in a YANG file breaks the build wherever it is used.
 */
package io.nosagent.platform.architecture;
