/**
 * What the mcpgen annotation processor adds to a compile in a warm JVM, as a build daemon compiles:
 * {@link io.mcpgen.benchmarks.processor.ProcessorCost} compiles the same sources in a loop with and
 * without the processor and prints the medians of wall and CPU time, with the thread CPU time of
 * each javac phase ({@code PhaseTimes}). {@code benchmarks/processor-time.sh} runs it beside its
 * cold measurements.
 */
package io.mcpgen.benchmarks.processor;
