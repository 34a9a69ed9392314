package io.nosagent.sai.capability;

import java.util.ArrayList;
import java.util.List;

/**
 * What the SAI said to one or more capability questions: yes, no, or nothing (the query itself refused),
 * with its words for the evidence column.
 *
 * @param verdict  the answer
 * @param evidence one line per question asked
 */
public record Answer(Verdict verdict, List<String> evidence) {

    /** Yes, no, or unanswered. */
    public enum Verdict { YES, NO, UNKNOWN }

    public Answer {
        evidence = List.copyOf(evidence);
    }

    static Answer of(Verdict verdict, String evidence) {
        return new Answer(verdict, List.of(evidence));
    }

    public boolean yes() {
        return verdict == Verdict.YES;
    }

    public boolean no() {
        return verdict == Verdict.NO;
    }

    /** Yes when every answer is yes; no when any is no; else unknown. The evidence of all of them. */
    static Answer allOf(Answer... answers) {
        var evidence = new ArrayList<String>();
        boolean unknown = false;
        for (Answer a : answers) {
            evidence.addAll(a.evidence);
            if (a.verdict == Verdict.NO) {
                return new Answer(Verdict.NO, evidence.subList(evidence.size() - a.evidence.size(), evidence.size()));
            }
            unknown |= a.verdict == Verdict.UNKNOWN;
        }
        return new Answer(unknown ? Verdict.UNKNOWN : Verdict.YES, evidence);
    }
}
