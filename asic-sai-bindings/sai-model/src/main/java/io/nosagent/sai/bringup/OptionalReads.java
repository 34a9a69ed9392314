package io.nosagent.sai.bringup;

import io.nosagent.sai.AttrSpec;
import io.nosagent.sai.AttrValue;
import io.nosagent.sai.Sai;
import io.nosagent.sai.SaiException;
import io.nosagent.sai.capability.Answer;
import io.nosagent.sai.capability.CapabilityQueries;
import io.nosagent.sai.capability.ReadRefusal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@link BringUpReads#OPTIONAL} reads: each attribute's GET capability is asked first; a GET the
 * SAI says it does not implement, or refuses (NOT_IMPLEMENTED, NOT_SUPPORTED), is logged once with its
 * fallback and not asked again, on any object, for the rest of the bring-up.
 */
final class OptionalReads {

    private static final Logger log = LoggerFactory.getLogger(OptionalReads.class);

    private final Sai sai;
    private final CapabilityQueries queries;
    private final Map<AttrSpec, ReadRefusal> refused = new LinkedHashMap<>();

    OptionalReads(Sai sai, CapabilityQueries queries) {
        this.sai = sai;
        this.queries = queries;
    }

    /** {@code attr} of {@code oid}, or empty when the SAI does not answer it. */
    Optional<AttrValue> read(long oid, AttrSpec attr) {
        String fallback = BringUpReads.OPTIONAL.get(attr);
        if (fallback == null) {
            throw new IllegalArgumentException(attr.name() + " is not an optional bring-up read (BringUpReads.OPTIONAL)");
        }
        if (refused.containsKey(attr)) {
            return Optional.empty();
        }
        Answer capability = queries.get(attr);
        if (capability.no()) {
            refuse(new ReadRefusal(attr, "not implemented (attribute capability)", fallback));
            return Optional.empty();
        }
        try {
            return Optional.of(sai.get(attr.objectType(), oid, attr));
        } catch (SaiException e) {
            if (!e.status().meansAbsent()) {
                throw e;
            }
            refuse(new ReadRefusal(attr, "refused " + e.status(), fallback));
            return Optional.empty();
        }
    }

    /** Whether {@code attr} was found unanswered. */
    boolean isRefused(AttrSpec attr) {
        return refused.containsKey(attr);
    }

    /** The reads done without, in the order found. */
    List<ReadRefusal> refused() {
        return new ArrayList<>(refused.values());
    }

    private void refuse(ReadRefusal r) {
        refused.put(r.attribute(), r);
        log.warn("the SAI does not answer {}: {}", r.attribute().name() + " (" + r.answer() + ")", r.fallback());
    }
}
