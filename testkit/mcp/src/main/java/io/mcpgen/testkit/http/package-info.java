/**
 * The Streamable HTTP tests that every server mcpgen ships runs: abstract {@code *Contract} classes
 * (statuses, mirrored headers, {@code Host} and {@code Origin}, limits, event-stream responses, end
 * to end, and 2025-era sessions in {@link io.mcpgen.testkit.http.LegacySessionContract}), which a
 * server module subclasses with its {@link io.mcpgen.testkit.http.HttpServerUnderTest.Factory}.
 * Also {@link io.mcpgen.testkit.http.JdkBaselineServer}, the reference server on the JDK's HTTP
 * server (a test fixture and benchmark baseline, not shipped), a hand-scripted
 * {@link io.mcpgen.testkit.http.FakeHttpServer} for client tests, and raw-HTTP helpers.
 */
package io.mcpgen.testkit.http;
