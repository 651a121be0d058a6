package io.mcpgen.json;

import io.mcpgen.json.jackson.JacksonJson;
import java.io.ByteArrayOutputStream;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;

/**
 * The JSON layer as it was over Jackson's streaming core, kept as the reference the byte reader
 * and writer are compared with: the same reader and writer classes, driven the way {@link Json}
 * drove them.
 */
final class JacksonBackend {

  private static final JsonFactory FACTORY = JsonFactory.builder().build();

  private JacksonBackend() {}

  /** A reader over the bytes, as {@code Json.reader(byte[])} was. */
  static JsonReader reader(byte[] json) {
    return JacksonJson.reader(FACTORY.createParser(ObjectReadContext.empty(), json));
  }

  /** Decodes one document, refusing trailing content, as {@code Json.decode(byte[], codec)} did. */
  static <T> T decode(byte[] json, JsonCodec<T> codec) {
    try (JsonParser parser = FACTORY.createParser(ObjectReadContext.empty(), json)) {
      JsonReader reader = JacksonJson.reader(parser);
      if (reader.peek() == JsonToken.END_DOCUMENT) {
        throw new JsonSyntaxException("no JSON value in the input", null);
      }
      T value = codec.read(reader);
      if (reader.peek() != JsonToken.END_DOCUMENT) {
        throw new JsonSyntaxException("unexpected content after the JSON value", null);
      }
      return value;
    } catch (JacksonException e) {
      throw new JsonSyntaxException("malformed JSON: " + e.getOriginalMessage(), e);
    }
  }

  static JsonValue parse(byte[] json) {
    return decode(json, JsonValue.CODEC);
  }

  /**
   * Whether Jackson's streaming parser, which knows nothing of repeated names, finds the bytes
   * malformed. A document that is malformed and repeats a name too is refused by both readers,
   * but which of the two problems each names first depends on how far it looks ahead: Jackson
   * tokenizes a member's value with its name ({@code 0x} fails there), the byte reader only when
   * it reads the value, and for {@code 1x} the other way round.
   */
  static boolean isMalformed(byte[] json) {
    try (JsonParser parser = FACTORY.createParser(ObjectReadContext.empty(), json)) {
      while (parser.nextToken() != null) {
        // every token, to the end
      }
      return false;
    } catch (JacksonException e) {
      return true;
    }
  }

  /** Encodes as {@code Json.encode} did. */
  static <T> byte[] encode(T value, JsonCodec<T> codec) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (JsonGenerator generator = FACTORY.createGenerator(ObjectWriteContext.empty(), bytes)) {
      codec.write(JacksonJson.writer(generator), value);
    } catch (JacksonException e) {
      throw new JsonException("cannot write JSON: " + e.getOriginalMessage(), e);
    }
    return bytes.toByteArray();
  }
}
