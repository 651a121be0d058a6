/**
 * The schema side of the processor's model: an MCP JSON schema as read
 * ({@link io.mcpgen.processor.model.SchemaReader}, on Jackson), mapped by
 * {@link io.mcpgen.processor.model.TypeMapper} to the Java types to generate
 * ({@link io.mcpgen.processor.model.JavaModel}: records, enums, sealed unions, aliases, ids), with
 * every naming rule in {@link io.mcpgen.processor.model.JavaNames} and the way each union tells its
 * members apart decided by {@link io.mcpgen.processor.model.UnionAnalysis}.
 * {@link io.mcpgen.processor.model.RevisionHistory} says which revisions define a type and what
 * replaced it. Handler interfaces are modelled in {@code .handler}, snapshots in {@code .snapshot}.
 */
package io.mcpgen.processor.model;
