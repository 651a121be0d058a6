/**
 * The HTTP load benchmark, run by {@code benchmarks/load-http.sh} and {@code load-sdk.sh}:
 * {@link io.mcpgen.benchmarks.load.ServerZoo} starts one server per JVM (mcpgen on Jetty, mcpgen in
 * a servlet container, the MCP Java SDK's server, and fixed-reply transport ceilings on both
 * stacks), and {@link io.mcpgen.benchmarks.load.HttpLoad}, a closed-loop client on raw connections,
 * drives two-round {@code confirm_order} flows against them, checking every reply.
 * {@link io.mcpgen.benchmarks.load.JfrBreakdown} attributes a server's CPU samples to its layers.
 */
package io.mcpgen.benchmarks.load;
