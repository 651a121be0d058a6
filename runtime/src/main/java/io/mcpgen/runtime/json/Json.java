package io.mcpgen.runtime.json;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.ByteArrayBuilder;

/**
 * Entry points of the JSON layer: decode and encode with a {@link JsonCodec}, parse and print
 * {@link JsonValue}s, and open readers and writers. Backed by Jackson 3's streaming core, with
 * its default limits on nesting depth, string and number length.
 */
public final class Json {

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
      .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
      .build();

  private Json() {}

  /** Decodes one JSON document; trailing content after the value is an error. */
  public static <T> T decode(byte[] json, JsonCodec<T> codec) {
    return decode(json, 0, json.length, codec);
  }

  /** Decodes one JSON document from part of an array; trailing content is an error. */
  public static <T> T decode(byte[] json, int offset, int length, JsonCodec<T> codec) {
    try (JsonParser parser = FACTORY.createParser(ObjectReadContext.empty(), json, offset, length)) {
      return readWhole(new JacksonJsonReader(parser), codec);
    } catch (JacksonException e) {
      throw new JsonSyntaxException("malformed JSON: " + e.getOriginalMessage(), e);
    }
  }

  /** Decodes one JSON document; trailing content after the value is an error. */
  public static <T> T decode(String json, JsonCodec<T> codec) {
    try (JsonParser parser = FACTORY.createParser(ObjectReadContext.empty(), json)) {
      return readWhole(new JacksonJsonReader(parser), codec);
    } catch (JacksonException e) {
      throw new JsonSyntaxException("malformed JSON: " + e.getOriginalMessage(), e);
    }
  }

  /** Decodes one JSON document from a stream, which stays open. */
  public static <T> T decode(InputStream json, JsonCodec<T> codec) {
    try (JsonParser parser = FACTORY.createParser(ObjectReadContext.empty(), json)) {
      return readWhole(new JacksonJsonReader(parser), codec);
    } catch (JacksonException e) {
      throw new JsonSyntaxException("malformed JSON: " + e.getOriginalMessage(), e);
    }
  }

  /**
   * Decodes a value that is already a tree: straight from the object's members when the codec is a
   * {@link JsonObjectCodec}, otherwise (or to name what does not fit) through a reader over the tree.
   */
  public static <T> T decode(JsonValue json, JsonCodec<T> codec) {
    if (json instanceof JsonObject && codec instanceof JsonObjectCodec) {
      try {
        return ((JsonObjectCodec<T>) codec).fromObject((JsonObject) json);
      } catch (JsonException misfit) {
        // read again below: the reader's message names the first misfit in member order
      }
    }
    return readTree(json, codec);
  }

  private static <T> T readTree(JsonValue json, JsonCodec<T> codec) {
    TreeJsonReader reader = new TreeJsonReader(json);
    T value = codec.read(reader);
    if (!reader.atEnd()) {
      throw reader.error("the codec did not read the whole value");
    }
    return value;
  }

  private static <T> T readWhole(JacksonJsonReader reader, JsonCodec<T> codec) {
    if (reader.peek() == JsonToken.END_DOCUMENT) {
      throw new JsonSyntaxException("no JSON value in the input", null);
    }
    T value = codec.read(reader);
    if (!reader.atEnd()) {
      throw new JsonSyntaxException("unexpected content after the JSON value", null);
    }
    return value;
  }

  /** Parses one JSON document into a tree. */
  public static JsonValue parse(byte[] json) {
    return decode(json, JsonValueCodec.INSTANCE);
  }

  /** Parses one JSON document into a tree. */
  public static JsonValue parse(String json) {
    return decode(json, JsonValueCodec.INSTANCE);
  }

  /** Encodes a value as compact UTF-8 JSON. */
  public static <T> byte[] encode(T value, JsonCodec<T> codec) {
    // As jackson-databind's writeValueAsBytes does: pooled buffers for the bytes and the
    // generator, handed back when done, so an encode allocates little beyond its result.
    BufferRecycler recycler = FACTORY._getBufferRecycler();
    try (ByteArrayBuilder bytes = new ByteArrayBuilder(recycler)) {
      try (JsonGenerator generator = FACTORY.createGenerator(ObjectWriteContext.empty(), bytes)) {
        codec.write(new JacksonJsonWriter(generator), value);
      } catch (JacksonException e) {
        throw new JsonException("cannot write JSON: " + e.getOriginalMessage(), e);
      }
      return bytes.getClearAndRelease();
    } finally {
      recycler.releaseToPool();
    }
  }

  /** Encodes a value as compact UTF-8 JSON onto a stream, which stays open. */
  public static <T> void encode(T value, JsonCodec<T> codec, OutputStream out) {
    // Closing the generator returns its buffers to the pool; the stream stays open
    // (AUTO_CLOSE_TARGET is off).
    try (JsonGenerator generator = FACTORY.createGenerator(ObjectWriteContext.empty(), out)) {
      codec.write(new JacksonJsonWriter(generator), value);
    } catch (JacksonException e) {
      throw new JsonException("cannot write JSON: " + e.getOriginalMessage(), e);
    }
  }

  /** Encodes a value as compact JSON text. */
  public static <T> String encodeToString(T value, JsonCodec<T> codec) {
    return new String(encode(value, codec), StandardCharsets.UTF_8);
  }

  /**
   * Converts a value to a tree through its codec; a {@link JsonObjectCodec} builds the object
   * directly.
   */
  public static <T> JsonValue toValue(T value, JsonCodec<T> codec) {
    if (codec instanceof JsonObjectCodec) {
      return ((JsonObjectCodec<T>) codec).toObject(value);
    }
    TreeJsonWriter writer = new TreeJsonWriter();
    codec.write(writer, value);
    return writer.result();
  }

  /** The compact JSON text of a tree. */
  public static String stringify(JsonValue value) {
    return encodeToString(value, JsonValueCodec.INSTANCE);
  }

  /** A reader over JSON bytes. Prefer {@link #decode}, which also checks for trailing content. */
  public static JsonReader reader(byte[] json) {
    try {
      return new JacksonJsonReader(FACTORY.createParser(ObjectReadContext.empty(), json));
    } catch (JacksonException e) {
      throw new JsonSyntaxException("malformed JSON: " + e.getOriginalMessage(), e);
    }
  }

  /** A reader over a tree, for codecs that choose what to read after looking at a value. */
  public static JsonReader reader(JsonValue json) {
    return new TreeJsonReader(json);
  }

  /** A compact UTF-8 writer onto a stream; {@link JsonWriter#close()} flushes and leaves it open. */
  public static JsonWriter writer(OutputStream out) {
    return new JacksonJsonWriter(FACTORY.createGenerator(ObjectWriteContext.empty(), out));
  }

  /**
   * A reader over a parser that jackson-databind hands to a deserializer, positioned on the
   * value's first token; on return the parser rests on the value's last token, as databind expects.
   */
  public static JsonReader reader(JsonParser parser) {
    return new JacksonJsonReader(parser);
  }

  /** A writer onto a generator that jackson-databind hands to a serializer. */
  public static JsonWriter writer(JsonGenerator generator) {
    return new JacksonJsonWriter(generator);
  }
}
