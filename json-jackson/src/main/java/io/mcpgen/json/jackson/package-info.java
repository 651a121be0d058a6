/**
 * Jackson 3 as a backend of the JSON layer: {@link io.mcpgen.json.jackson.JacksonJson} gives a
 * {@code JsonReader} over Jackson's streaming parser and a {@code JsonWriter} onto its generator,
 * so any {@code JsonCodec} runs inside jackson-databind. The processor writes one
 * {@link io.mcpgen.json.jackson.CodecModule} per generated package, and
 * {@link io.mcpgen.json.jackson.CodecModules} gathers them for
 * {@code JsonMapper.builder().findAndAddModules()}. This module's tests also use Jackson as the
 * oracle that the byte reader and writer of {@code io.mcpgen.json} are checked against.
 */
package io.mcpgen.json.jackson;
