/**
 * What the generated server stub costs against hand-written code:
 * {@link io.mcpgen.benchmarks.stubs.StubsBenchmark} (JMH) sends the same requests to
 * {@code ShopMcpServer}, generated from the {@link io.mcpgen.benchmarks.stubs.Shop} interface, and
 * to the same tools registered by hand on the runtime API ({@code HandWrittenShopServer}), on the
 * same engine and codec, measuring the server side only.
 * {@link io.mcpgen.benchmarks.stubs.CpuTimeStubs} times the same by thread CPU time. Run by
 * {@code benchmarks/run-stubs.sh}.
 */
package io.mcpgen.benchmarks.stubs;
