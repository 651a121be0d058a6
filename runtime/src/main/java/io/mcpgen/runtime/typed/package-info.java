/**
 * What code generated from {@code @McpServer} and {@code @McpClient} interfaces runs on, and what
 * their users see: typed elicitation outcomes ({@link io.mcpgen.runtime.typed.Elicited}),
 * forms ({@link io.mcpgen.runtime.typed.Form}), the typed sequential exchange
 * ({@link io.mcpgen.runtime.typed.McpExchange}), the client's typed answer hooks, and the
 * small conversions between records and the engine's JSON. Everything works through codecs:
 * no reflection.
 */
package io.mcpgen.runtime.typed;
