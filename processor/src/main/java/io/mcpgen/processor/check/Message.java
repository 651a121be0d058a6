package io.mcpgen.processor.check;

/**
 * Every diagnostic the processor reports, each with a stable id that starts its text: the schema
 * pipeline's ({@code McpSchema...}), the handler pipeline's, and the two they share. Each one has a
 * compile-testing test that expects its id, but the internal error, which no source can cause
 * (HandlerDiagnosticsTest#everyMessageHasATest checks).
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
  /** {@code @McpServer} or {@code @McpClient} on something other than a plain interface. */
  NOT_INTERFACE("McpNotInterface"),
  /** An abstract method of a handler interface with no {@code @Tool}, {@code @Prompt} or {@code @Resource}. */
  MISSING_ANNOTATION("McpMissingAnnotation"),
  /** Annotations that exclude each other: two kinds on a method, two inputs on a parameter, ... */
  CONFLICTING_ANNOTATIONS("McpConflictingAnnotations"),
  /** Two tools, prompts or resources with one name (or URI). */
  DUPLICATE_NAME("McpDuplicateName"),
  /** A name or URI the protocol rejects (tool names: 1 to 128 of A-Z a-z 0-9 _ - .). */
  BAD_NAME("McpBadName"),
  /** A handler method with type parameters. */
  GENERIC_METHOD("McpGenericMethod"),
  /** A static method with an MCP annotation. */
  STATIC_METHOD("McpStaticMethod"),
  /** A parameter mcpgen cannot pass (a second argument record, a wrongly typed input, ...). */
  UNSUPPORTED_PARAMETER("McpUnsupportedParameter"),
  /** A tool's or prompt's argument that is not a record. */
  ARGUMENT_NOT_RECORD("McpArgumentNotRecord"),
  /** A return type the method's kind cannot map to a result. */
  UNSUPPORTED_RETURN("McpUnsupportedReturn"),
  /** A record component (or value) of a type with no JSON mapping. */
  UNSUPPORTED_TYPE("McpUnsupportedType"),
  /** A record or enum generated code cannot name (private, or not public in another package). */
  INACCESSIBLE_TYPE("McpInaccessibleType"),
  /** Two declared inputs of one method with one key. */
  DUPLICATE_INPUT_KEY("McpDuplicateInputKey"),
  /** Inputs where none can be: on a helper method, or declared inputs beside a sequential exchange. */
  INPUTS_NOT_ALLOWED("McpInputsNotAllowed"),
  /** A form record component the protocol's forms cannot hold. */
  UNSUPPORTED_FORM_FIELD("McpUnsupportedFormField"),
  /** Two form records of one interface that the typed client could not tell apart. */
  INDISTINGUISHABLE_FORMS("McpIndistinguishableForms"),
  /** A message, prompt or URL template that does not parse or refers to nothing printable. */
  BAD_TEMPLATE("McpBadTemplate"),
  /** A {@code @Default} that does not fit its component's type. */
  BAD_DEFAULT("McpBadDefault"),
  /**
   * A {@code @Header} the protocol's {@code x-mcp-header} rules forbid: a name that is not an HTTP
   * token, a type that is not a string, integer or boolean, or a place other than a tool's
   * arguments reached through record components alone.
   */
  BAD_HEADER("McpBadHeader"),
  /** Two {@code @Header}s of one tool's arguments with one name, ignoring case. */
  DUPLICATE_HEADER("McpDuplicateHeader"),
  /** Protocol types from several packages, without codecs, or from a revision without MRTR. */
  PROTOCOL_TYPES("McpProtocolTypes"),
  /** Resource template variables and the method's parameters do not match. */
  RESOURCE_VARIABLES("McpResourceVariables"),
  /**
   * A {@code @Complete} naming no prompt or template of its interface, an argument or variable it
   * does not have, both or neither of prompt and template, or a target completed twice.
   */
  BAD_COMPLETION_TARGET("McpBadCompletionTarget"),
  /** A {@code @Complete} method whose parameters or return type cannot be served. */
  BAD_COMPLETION_SIGNATURE("McpBadCompletionSignature"),
  /** A {@code @Cached} on something that is not a resource or a server interface, or a negative ttlMs. */
  BAD_CACHE_HINTS("McpBadCacheHints"),
  /** A prompt argument that is not a string. */
  PROMPT_ARGUMENT_TYPE("McpPromptArgumentType"),
  /**
   * A signature names a type of a generated protocol package that the package's revision does not
   * define; the message names the revisions that do, and what replaced it where that is known.
   */
  REVISION_LACKS_TYPE("McpRevisionLacksType"),
  /**
   * A warning: a {@code @Tool}, {@code @Prompt} or {@code @Resource} method of a type without
   * {@code @McpServer} or {@code @McpClient}, so nothing serves or calls it.
   */
  NOT_IN_HANDLER("McpNotInHandler"),
  /** javac compiles below source level 17, where mcpgen's records do not exist. */
  SOURCE_LEVEL("McpSourceLevel"),
  /** A type that never resolved, so the interface got no generated code. */
  UNRESOLVED_TYPE("McpUnresolvedType"),
  /** A generated file could not be written. */
  WRITE_FAILED("McpWriteFailed"),
  /** An {@code @McpClient(snapshot = ...)} whose snapshot file cannot be read, or is not a snapshot. */
  SNAPSHOT_FILE("McpSnapshotFile"),
  /** An {@code @McpClient(snapshot = ...)} on something other than an empty interface. */
  SNAPSHOT_CLIENT("McpSnapshotClient"),
  /** A snapshot whose recorded tool digests disagree with its own tools (edited after it was taken). */
  SNAPSHOT_DIGEST("McpSnapshotDigest"),
  /** A warning: a schema position of a snapshot that Java cannot express, read as {@code JsonValue}. */
  SNAPSHOT_SCHEMA("McpSnapshotSchema"),
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
