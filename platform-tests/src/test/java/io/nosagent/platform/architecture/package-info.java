/** The architecture's module rules as ArchUnit tests over every module's main classes. */
package io.nosagent.platform.architecture;
