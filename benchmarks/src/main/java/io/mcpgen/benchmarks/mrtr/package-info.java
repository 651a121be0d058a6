/**
 * {@link io.mcpgen.benchmarks.mrtr.MrtrFlowBenchmark} (JMH, run by {@code benchmarks/run-mrtr.sh}):
 * one complete three-round MRTR flow in memory, through the client loop, the in-memory transport,
 * the server engine with a sequential handler, the requestState codec and the client's form
 * handler.
 */
package io.mcpgen.benchmarks.mrtr;
