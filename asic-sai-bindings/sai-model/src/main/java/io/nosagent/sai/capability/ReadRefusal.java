package io.nosagent.sai.capability;

import io.nosagent.sai.AttrSpec;

import java.util.Objects;

/**
 * An optional attribute bring-up could not read, and what it did instead.
 *
 * @param attribute the attribute
 * @param answer    the SAI's answer (the capability query's, or the GET's status)
 * @param fallback  what the agent does without it
 */
public record ReadRefusal(AttrSpec attribute, String answer, String fallback) {

    public ReadRefusal {
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(answer, "answer");
        Objects.requireNonNull(fallback, "fallback");
    }

    @Override
    public String toString() {
        return "GET " + attribute.name() + " " + answer + ": " + fallback;
    }
}
