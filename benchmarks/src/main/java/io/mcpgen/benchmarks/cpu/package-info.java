/**
 * Timing by thread CPU time, for a noisy shared machine:
 * {@link io.mcpgen.benchmarks.cpu.Interleaved} runs several ways of doing one operation in
 * interleaved slices, rotating their order every round, and prints each one's median time and its
 * ratio to the reference. The CPU-time runners of the JSON and requestState benchmarks build on it,
 * as a complement to JMH.
 */
package io.mcpgen.benchmarks.cpu;
