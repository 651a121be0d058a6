/**
 * The processor's checks, run between reading and writing:
 * {@link io.mcpgen.processor.check.AnnotationCheck} and
 * {@link io.mcpgen.processor.check.SchemaCheck} for an {@code @McpSchema} and its schema document,
 * {@link io.mcpgen.processor.check.HandlerCheck} for a handler interface (with the form, type,
 * header, completion and cache rules). Every problem is a {@link io.mcpgen.processor.check.Message}
 * with a stable id, anchored on the element or annotation member it is about; nothing is generated
 * unless the {@link io.mcpgen.processor.check.Report} or
 * {@link io.mcpgen.processor.check.HandlerReport} is clean.
 */
package io.mcpgen.processor.check;
