package io.nosagent.sai;

/** What a backend implements of one attribute ({@code sai_attr_capability_t}). */
public record AttrCapability(boolean createImplemented, boolean setImplemented, boolean getImplemented) {
}
