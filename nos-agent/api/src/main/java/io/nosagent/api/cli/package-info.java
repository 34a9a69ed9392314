/** What every tool of the agent shares on the command line: its entry points, the units it reads (durations such as {@code 100ms}) and the tables it prints. */
package io.nosagent.api.cli;
