/**
 * The benchmarked messages as plain records for avaje-jsonb, whose generator writes their JSON
 * adapters at compile time ({@link io.mcpgen.benchmarks.json.avaje.AvajeMessages}): one of the
 * third-party baselines of {@code RoundTripBenchmark}.
 */
package io.mcpgen.benchmarks.json.avaje;
