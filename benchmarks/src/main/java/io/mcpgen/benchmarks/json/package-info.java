/**
 * JSON codec benchmarks, run by {@code benchmarks/run-json.sh}:
 * {@link io.mcpgen.benchmarks.json.RoundTripBenchmark} (JMH) reads and writes MCP messages with
 * mcpgen's generated codecs beside the official MCP Java SDK's records, DSL-JSON, avaje-jsonb,
 * Jackson's tree and a UTF-8 scan floor, after checking that every typed variant round-trips to the
 * same JSON. {@link io.mcpgen.benchmarks.json.CpuTimeRoundTrip} times the same by thread CPU time,
 * {@link io.mcpgen.benchmarks.json.PairedRoundTrip} compares two builds in one JVM, and
 * {@code RetryParts} and {@code UnionLead} isolate one cost each.
 */
package io.mcpgen.benchmarks.json;
