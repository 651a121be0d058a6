/**
 * The mcpgen annotation processor. {@link io.mcpgen.processor.McpProcessor} dispatches to one
 * pipeline per trigger: {@code SchemaStep} (protocol records and codecs from an
 * {@code @McpSchema}), {@code HandlerStep} (server stub, typed client and codecs from an
 * {@code @McpServer} or {@code @McpClient} interface, or a client from a snapshot through
 * {@code SnapshotClients}) and {@code RevisionStep} (explains a protocol type the chosen revision
 * lacks). Each reads into {@code .model}, checks with {@code .check} and writes with
 * {@code .write}; nothing is written for an element with errors.
 */
package io.mcpgen.processor;
