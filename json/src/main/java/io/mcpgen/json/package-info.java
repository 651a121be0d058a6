/**
 * The JSON layer generated codecs are written against, with no dependencies: immutable trees
 * ({@link io.mcpgen.json.JsonValue} and its six kinds), the pull {@link io.mcpgen.json.JsonReader}
 * and streaming {@link io.mcpgen.json.JsonWriter}, and {@link io.mcpgen.json.JsonCodec} (one per
 * generated type; {@link io.mcpgen.json.JsonCodecs} for Java's basic types).
 * {@link io.mcpgen.json.Json} is the entry point, over this package's own strict UTF-8 reader and
 * writer; {@link io.mcpgen.json.CanonicalJson} gives the bytes that request digests hash. The
 * runtime and the generated protocol records build on it; the Jackson backend is
 * {@code io.mcpgen.json.jackson}, in {@code mcpgen-json-jackson}.
 */
package io.mcpgen.json;
