/**
 * The benchmarked messages as plain records for DSL-JSON, whose annotation processor writes their
 * converters at compile time ({@link io.mcpgen.benchmarks.json.dsljson.DslMessages}): one of the
 * third-party baselines of {@code RoundTripBenchmark}. The module's pom compiles this package first
 * and on its own, because those converters use raw types that {@code -Xlint:all} reports.
 */
package io.mcpgen.benchmarks.json.dsljson;
