package io.mcpgen.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonValue;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every example message of the specification for 2026-07-28 is read into the record its folder
 * names and written back to an equal JSON value, once through a plain Jackson 3 mapper that finds
 * the generated module by itself, once through the generated codec. A new example, or a new
 * folder, is covered without a change here. The generated codec also reads each example from its
 * tree, which must give the record it reads from the bytes.
 *
 * <p>"Equal" is JSON equality: members in any order, numbers by value ({@code 50} and
 * {@code 50.0} are one number; a JSON {@code number} member is a Java {@code double}).
 */
class ExampleRoundTripTest {

  private static final String REVISION = "2026-07-28";
  private static final JsonMapper MAPPER = JsonMapper.builder().findAndAddModules().build();

  @TestFactory
  Stream<DynamicTest> throughJacksonMapper() throws IOException {
    return examples().stream().map(example -> DynamicTest.dynamicTest(example.toString(), () -> {
      byte[] original = Files.readAllBytes(example.file());
      Class<?> type = recordClass(example.type());
      Object value = MAPPER.readValue(original, type);
      assertInstanceOf(type, value);
      byte[] written = MAPPER.writeValueAsBytes(value);
      assertEquals(Json.parse(original), Json.parse(written), () -> "written back: " + new String(written));
      assertEquals(value, MAPPER.readValue(written, type), "reading the written JSON gives an equal record");
    }));
  }

  @TestFactory
  Stream<DynamicTest> throughGeneratedCodec() throws IOException {
    return examples().stream().map(example -> DynamicTest.dynamicTest(example.toString(), () -> {
      byte[] original = Files.readAllBytes(example.file());
      JsonCodec<Object> codec = codec(example.type());
      Object value = Json.decode(original, codec);
      assertInstanceOf(recordClass(example.type()), value);
      byte[] written = Json.encode(value, codec);
      JsonValue expected = Json.parse(original);
      assertEquals(expected, Json.parse(written), () -> "written back: " + new String(written));
      assertEquals(value, Json.decode(written, codec), "reading the written JSON gives an equal record");
    }));
  }

  /**
   * The byte reader chooses the members of shape unions by reading ahead; a tree reader by the
   * tree. Both must choose alike and read equal records.
   */
  @TestFactory
  Stream<DynamicTest> bytesAndTreeReadAlike() throws IOException {
    return examples().stream().map(example -> DynamicTest.dynamicTest(example.toString(), () -> {
      byte[] original = Files.readAllBytes(example.file());
      JsonCodec<Object> codec = codec(example.type());
      assertEquals(Json.decode(original, codec), codec.read(Json.reader(Json.parse(original))));
    }));
  }

  private static List<SpecExamples.Example> examples() throws IOException {
    List<SpecExamples.Example> examples = SpecExamples.all(REVISION);
    assertFalse(examples.isEmpty(), "no examples found for " + REVISION);
    return examples;
  }

  private static Class<?> recordClass(String type) throws ClassNotFoundException {
    return Class.forName("io.mcpgen.protocol." + type);
  }

  @SuppressWarnings("unchecked")
  private static JsonCodec<Object> codec(String type) throws ReflectiveOperationException {
    return (JsonCodec<Object>) Class.forName("io.mcpgen.protocol." + type + "JsonCodec").getField("INSTANCE").get(null);
  }
}
