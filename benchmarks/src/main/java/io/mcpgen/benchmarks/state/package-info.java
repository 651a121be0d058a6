/**
 * requestState codec benchmarks, run by {@code benchmarks/run-state.sh}:
 * {@link io.mcpgen.benchmarks.state.RequestStateBenchmark} (JMH) times the runtime's
 * {@code RequestStateCodec} minting and verifying, signed and sealed, beside raw HMAC and AES-GCM
 * floors and what a user might pick instead (a Nimbus JWT, a hand-rolled Jackson and HMAC codec,
 * the MCP Java SDK's codec). {@link io.mcpgen.benchmarks.state.CpuTimeState} times the same by
 * thread CPU time, and {@link io.mcpgen.benchmarks.state.PairedRun} compares two builds in one JVM.
 */
package io.mcpgen.benchmarks.state;
