/**
 * {@link io.mcpgen.runtime.transport.memory.InMemoryTransport} connects a client to a server
 * endpoint in the same process, for tests, benchmarks and embedding: every message goes through
 * UTF-8 JSON and back, as over a real wire, and the connection behaves like one stdio connection
 * (one principal, cancellation by {@code notifications/cancelled}).
 */
package io.mcpgen.runtime.transport.memory;
