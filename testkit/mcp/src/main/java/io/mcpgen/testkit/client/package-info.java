/**
 * Client-side test support: {@link io.mcpgen.testkit.client.CountingTransport} wraps a
 * {@code ClientTransport} and counts the requests it sends, by method and target, so a test can
 * assert how many rounds a call took on the wire.
 */
package io.mcpgen.testkit.client;
