/**
 * The processor's code writers, on JavaPoet. From a schema's {@code JavaModel},
 * {@link io.mcpgen.processor.write.SchemaWriter} writes records, enums, sealed unions, alias
 * holders, their codecs and the package's Jackson module; from a clean handler interface,
 * {@link io.mcpgen.processor.write.HandlerWriter} writes {@code <Interface>McpServer},
 * {@code <Interface>McpClient} and the codecs of the user's records; from a snapshot,
 * {@link io.mcpgen.processor.write.SnapshotClientWriter} writes its typed client. Generated code
 * names runtime types through {@link io.mcpgen.processor.write.RuntimeNames}: the processor does
 * not depend on the runtime jar.
 */
package io.mcpgen.processor.write;
