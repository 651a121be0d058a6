/**
 * The handler side of the processor's model: an {@code @McpServer} or {@code @McpClient} interface
 * as the user wrote it, read through annotation mirrors by
 * {@link io.mcpgen.processor.model.handler.HandlerReader} into a
 * {@link io.mcpgen.processor.model.handler.HandlerModel} (methods, parameters, input templates,
 * completions) without judging it, and the Java types it reaches, classified by their JSON mapping
 * ({@link io.mcpgen.processor.model.handler.ValueType}). Also what is computed from it at compile
 * time: tool and form JSON schemas ({@link io.mcpgen.processor.model.handler.Schemas}) and the
 * entries of the lists ({@link io.mcpgen.processor.model.handler.Definitions}).
 */
package io.mcpgen.processor.model.handler;
