/**
 * The annotations an mcpgen user writes, read by the annotation processor at compile time (CLASS
 * retention: nothing reads them at run time). {@link io.mcpgen.annotations.McpSchema} generates
 * protocol records from an MCP schema; {@link io.mcpgen.annotations.McpServer} and
 * {@link io.mcpgen.annotations.McpClient} make an interface a server stub and a typed client. Its
 * methods are {@link io.mcpgen.annotations.Tool}, {@code @Prompt}, {@code @Resource} or
 * {@code @Complete}; its parameters declare what is asked of the client ({@code @Elicit},
 * {@code @ElicitUrl}, {@code @Sample}, {@code @Roots}, {@code @Forms}); {@code @Describe},
 * {@code @Default}, {@code @Format} and {@code @Header} shape its records' JSON.
 */
package io.mcpgen.annotations;
