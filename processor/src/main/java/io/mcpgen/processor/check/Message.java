package io.mcpgen.processor.check;

/**
 * Every diagnostic the schema pipeline reports, each with a stable id that starts its text. Each
 * one has a compile-testing test that expects its id.
 */
public enum Message {
  /** {@code revision} names no bundled revision. */
  SCHEMA_UNKNOWN_REVISION("McpSchemaUnknownRevision"),
  /** {@code file} cannot be read. */
  SCHEMA_FILE_MISSING("McpSchemaFileMissing"),
  /** The schema is not JSON. */
  SCHEMA_NOT_JSON("McpSchemaNotJson"),
  /** The schema is JSON, but a keyword has the wrong shape. */
  SCHEMA_MALFORMED("McpSchemaMalformed"),
  /** A {@code $ref} names nothing in the document. */
  SCHEMA_UNRESOLVED_REF("McpSchemaUnresolvedRef"),
  /** A construct the generator does not support. */
  SCHEMA_UNSUPPORTED("McpSchemaUnsupported"),
  /** Two generated types would have one name. */
  SCHEMA_NAME_CLASH("McpSchemaNameClash"),
  /** {@code packageName} is not a package name. */
  SCHEMA_BAD_PACKAGE("McpSchemaBadPackage"),
  /** Two annotations generate into one package. */
  SCHEMA_DUPLICATE_PACKAGE("McpSchemaDuplicatePackage"),
  /** A generated file could not be written. */
  WRITE_FAILED("McpWriteFailed"),
  /** A bug in mcpgen: an exception nobody expected. */
  INTERNAL_ERROR("McpInternalError");

  private final String id;

  Message(String id) {
    this.id = id;
  }

  /** The stable id, e.g. {@code McpSchemaUnresolvedRef}. */
  public String id() {
    return id;
  }

  /** The full text: {@code [id] } and the message. */
  public String format(String text) {
    return "[" + id + "] " + text;
  }
}
