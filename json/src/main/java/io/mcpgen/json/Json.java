package io.mcpgen.json;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Objects;

/**
 * Entry points of the JSON layer: decode and encode with a {@link JsonCodec}, parse and print
 * {@link JsonValue}s, and open readers and writers.
 *
 * <p>Bytes, text and streams go through this package's own UTF-8 reader and writer: strict RFC
 * 8259 (no comments, trailing commas, single quotes, leading zeros or {@code NaN}; invalid UTF-8
 * refused; an escaped surrogate without its partner read as U+FFFD), with Jackson's default
 * limits on nesting depth (500), number length (1000) and string length. Readers and writers over
 * Jackson's streaming core, the bridge to jackson-databind, are in {@code mcpgen-json-jackson}.
 */
public final class Json {

  private Json() {}

  /** Decodes one JSON document; trailing content after the value is an error. */
  public static <T> T decode(byte[] json, JsonCodec<T> codec) {
    return decode(json, 0, json.length, codec);
  }

  /** Decodes one JSON document from part of an array; trailing content is an error. */
  public static <T> T decode(byte[] json, int offset, int length, JsonCodec<T> codec) {
    Objects.checkFromIndexSize(offset, length, json.length);
    Utf8JsonReader reader = new Utf8JsonReader(json, offset, length);
    if (reader.peek() == JsonToken.END_DOCUMENT) {
      throw new JsonSyntaxException("no JSON value in the input", null);
    }
    T value = codec.read(reader);
    if (!reader.atEnd()) {
      throw Utf8JsonReader.syntax("unexpected content after the JSON value", reader.offset());
    }
    return value;
  }

  /**
   * Decodes one JSON document; trailing content after the value is an error. The text is read as
   * its UTF-8 encoding, where a surrogate without its partner becomes U+FFFD.
   */
  public static <T> T decode(String json, JsonCodec<T> codec) {
    return decode(Utf8.encode(json), codec);
  }

  /** Decodes one JSON document from a stream, read to its end; the stream stays open. */
  public static <T> T decode(InputStream json, JsonCodec<T> codec) {
    byte[] bytes;
    try {
      bytes = json.readAllBytes();
    } catch (IOException e) {
      throw new JsonException("cannot read JSON: " + e.getMessage(), e);
    }
    return decode(bytes, codec);
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

  /** Parses one JSON document into a tree. */
  public static JsonValue parse(byte[] json) {
    return decode(json, JsonValueCodec.INSTANCE);
  }

  /** Parses one JSON document, part of an array, into a tree. */
  public static JsonValue parse(byte[] json, int offset, int length) {
    return decode(json, offset, length, JsonValueCodec.INSTANCE);
  }

  /** Parses one JSON document into a tree. */
  public static JsonValue parse(String json) {
    return decode(json, JsonValueCodec.INSTANCE);
  }

  /** Encodes a value as compact UTF-8 JSON. */
  public static <T> byte[] encode(T value, JsonCodec<T> codec) {
    EncodeBuffers buffers = EncodeBuffers.borrow();
    Utf8JsonWriter writer = buffers.writer();
    try {
      codec.write(writer, value);
      return writer.toByteArray();
    } finally {
      buffers.giveBack(writer);
    }
  }

  /** Encodes a value as compact UTF-8 JSON onto a stream, which stays open. */
  public static <T> void encode(T value, JsonCodec<T> codec, OutputStream out) {
    EncodeBuffers buffers = EncodeBuffers.borrow();
    Utf8JsonWriter writer = new Utf8JsonWriter(buffers.bytes, Objects.requireNonNull(out, "out"));
    try {
      codec.write(writer, value);
      writer.checkComplete();
      writer.close();
    } finally {
      buffers.giveBack(writer);
    }
  }

  /**
   * Writes a tree as compact UTF-8 JSON onto a stream (which stays open) for {@link #parseWritten}
   * to give back later, and returns what that needs: how deeply the containers nest (0 for a
   * scalar, 1 for an object or array of scalars, and so on). Returns -1 when the text would not
   * give the same tree back, which happens only when a string holds a surrogate without its
   * partner: JSON text can spell one only as an escape, which this layer (like Jackson) reads as
   * U+FFFD.
   */
  public static int encodeForLater(JsonValue value, OutputStream out) {
    EncodeBuffers buffers = EncodeBuffers.borrow();
    Utf8JsonWriter writer = new Utf8JsonWriter(buffers.bytes, Objects.requireNonNull(out, "out"));
    try {
      writer.value(value);
      writer.checkComplete();
      writer.close();
      return writer.lossless() ? writer.deepest() : -1;
    } finally {
      buffers.giveBack(writer);
    }
  }

  /**
   * Writes a tree as {@link #encodeForLater(JsonValue, OutputStream)} does, but appends the text
   * to {@code out} in place, growing its array when needed, and returns the same depth (or -1).
   * When the tree cannot be written at all (nested deeper than {@link JsonLimits#MAX_DEPTH}),
   * {@code out} keeps its size; the bytes after it may have changed.
   */
  public static int encodeForLater(JsonValue value, GrowableBytes out) {
    Objects.requireNonNull(out, "out");
    Utf8JsonWriter writer = new Utf8JsonWriter(out);
    try {
      writer.value(value);
      writer.finishInto(out);
      return writer.lossless() ? writer.deepest() : -1;
    } finally {
      writer.release(); // the array is the caller's: a writer kept past this call must not reach it
    }
  }

  /**
   * The value of text that {@link #encodeForLater} wrote, known not to have changed since (a MAC
   * over it checked out), without parsing it now: an object or array keeps the text where it lies
   * in {@code json}, is built by the strict reader when first read, and is copied whole by the
   * byte writer. A value that is only passed on, such as MRTR request state carried to the next
   * round, is never built at all.
   *
   * <p>The value keeps {@code json} without copying it: the caller hands the array over and must
   * not write to it again. Only for such text: nothing here checks it. Text that
   * {@code encodeForLater} did not write fails with a {@link JsonException} when the value is
   * first read, and reaches a byte writer unchecked.
   *
   * @param depth what {@code encodeForLater} returned for the text
   */
  public static JsonValue parseWritten(byte[] json, int offset, int length, int depth) {
    Objects.checkFromIndexSize(offset, length, json.length);
    // Scalars, and {} and [] (shared constants), are read at once.
    if (length <= 2 || depth < 1 || depth > JsonLimits.MAX_DEPTH) {
      return parse(json, offset, length);
    }
    byte first = json[offset];
    byte last = json[offset + length - 1];
    boolean object = first == '{' && last == '}';
    if (!object && !(first == '[' && last == ']')) {
      return parse(json, offset, length);
    }
    CompactText text = new CompactText(json, offset, length, depth);
    return object ? JsonObject.ofText(text) : JsonArray.ofText(text);
  }

  /** Encodes a value as compact JSON text. */
  public static <T> String encodeToString(T value, JsonCodec<T> codec) {
    EncodeBuffers buffers = EncodeBuffers.borrow();
    Utf8JsonWriter writer = buffers.writer();
    try {
      codec.write(writer, value);
      return writer.toUtf8String();
    } finally {
      buffers.giveBack(writer);
    }
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

  /**
   * A reader over the JSON document in the bytes. Prefer {@link #decode}, which also checks that
   * nothing follows the value; this reader finds trailing content only when asked to
   * {@link JsonReader#peek() peek} past the value.
   */
  public static JsonReader reader(byte[] json) {
    return new Utf8JsonReader(json, 0, json.length);
  }

  /** A reader over a tree, for codecs that choose what to read after looking at a value. */
  public static JsonReader reader(JsonValue json) {
    return new TreeJsonReader(json);
  }

  /** A compact UTF-8 writer onto a stream; {@link JsonWriter#close()} flushes and leaves it open. */
  public static JsonWriter writer(OutputStream out) {
    return new Utf8JsonWriter(new byte[8192], Objects.requireNonNull(out, "out"));
  }
}
