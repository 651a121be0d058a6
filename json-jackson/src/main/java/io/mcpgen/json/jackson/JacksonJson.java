package io.mcpgen.json.jackson;

import io.mcpgen.json.JsonReader;
import io.mcpgen.json.JsonWriter;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;

/**
 * The JSON layer over Jackson 3's streaming core: a {@link JsonReader} over a {@link JsonParser}
 * and a {@link JsonWriter} onto a {@link JsonGenerator}, so that any codec runs inside
 * jackson-databind (see {@link CodecModule}). Readers here hold numbers to the same range as the
 * byte reader of {@code io.mcpgen.json.Json}.
 */
public final class JacksonJson {

  private JacksonJson() {}

  /**
   * A reader over a parser, positioned on the value's first token (as jackson-databind hands it
   * to a deserializer); on return the parser rests on the value's last token, as databind expects.
   */
  public static JsonReader reader(JsonParser parser) {
    return new JacksonJsonReader(parser);
  }

  /** A writer onto a generator, such as the one jackson-databind hands to a serializer. */
  public static JsonWriter writer(JsonGenerator generator) {
    return new JacksonJsonWriter(generator);
  }
}
