package io.mcpgen.processor.model.snapshot;

/**
 * A schema construct of a snapshot that Java cannot express: the member at {@code pointer} (in the
 * snapshot file) is read as {@code JsonValue} instead.
 */
public record SchemaWarning(String pointer, String message) {}
