package io.nosagent.agent.gnmi.tree;

/** How many times each {@link Source} has changed; a handler's data is unchanged while its sources' counts are. */
@FunctionalInterface
public interface Versions {
    long version(Source source);
}
