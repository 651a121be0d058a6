/**
 * {@code @McpClient(snapshot = ...)} in the processor's model: the snapshot file as
 * {@code mcpgen-cli snapshot} writes it ({@link io.mcpgen.processor.model.snapshot.SnapshotFile}),
 * its published schemas rewritten into definitions the type mapping reads
 * ({@code SchemaSanitizer}), and the typed client's model, built by
 * {@link io.mcpgen.processor.model.snapshot.SnapshotClientReader} as a
 * {@link io.mcpgen.processor.model.snapshot.SnapshotClientModel}. A schema position Java cannot
 * express is read as {@code JsonValue}, with a
 * {@link io.mcpgen.processor.model.snapshot.SchemaWarning}.
 */
package io.mcpgen.processor.model.snapshot;
