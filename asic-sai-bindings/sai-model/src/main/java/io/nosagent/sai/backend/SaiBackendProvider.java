package io.nosagent.sai.backend;

/**
 * Opens one kind of backend. Backends register one each ({@code META-INF/services}); the agent's
 * {@code run} picks the one that serves its options, so the daemon names no backend and a build
 * carries only the backends it ships (the on-switch build: the vendor library's).
 */
public interface SaiBackendProvider {

    /** The backend's name in messages ({@code virtual ASIC}, {@code vendor libsai}). */
    String name();

    /** Whether this provider opens what {@code request} asks for. */
    boolean serves(BackendRequest request);

    /** The backend, ready for bring-up; the caller closes it. */
    SaiBackend open(BackendRequest request);
}
