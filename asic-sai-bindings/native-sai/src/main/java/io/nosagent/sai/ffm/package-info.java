/**
 * The native SAI backend: {@link io.nosagent.sai.Sai} over a vendor {@code libsai.so}, called
 * through the Foreign Function &amp; Memory API (no JNI, no C glue).
 *
 * <p>{@link io.nosagent.sai.ffm.NativeSai#open} loads and initialises the library with a
 * {@link io.nosagent.sai.ffm.SaiProfile}; this package owns the C layouts ({@code SaiAbi}),
 * the generated method-slot table ({@code SaiApiTable}), value and key marshalling, the
 * per-thread call buffers, the profile and notification upcalls, and the parser of the test
 * library's call trace ({@link io.nosagent.sai.ffm.NativeCallTrace}).
 */
package io.nosagent.sai.ffm;
