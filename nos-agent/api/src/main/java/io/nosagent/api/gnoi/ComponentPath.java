package io.nosagent.api.gnoi;

import io.nosagent.api.gnoi.types.Path;
import io.nosagent.api.gnoi.types.PathElem;

/** The gNOI path of a platform component, {@code /components/component[name=NAME]}, as Healthz takes it. */
public final class ComponentPath {

    private ComponentPath() {
    }

    public static Path of(String name) {
        return Path.newBuilder().addElem(PathElem.newBuilder().setName("components"))
                .addElem(PathElem.newBuilder().setName("component").putKey("name", name)).build();
    }
}
