package io.mcpgen.benchmarks.json;

import io.mcpgen.benchmarks.cpu.Interleaved;
import io.mcpgen.protocol.PrimitiveSchemaDefinition;
import io.mcpgen.protocol.PrimitiveSchemaDefinitionJsonCodec;
import io.mcpgen.json.Json;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * What a union told apart by shape saves when the object's first member decides it: the same
 * elicitation property schemas decoded through {@code PrimitiveSchemaDefinition} with
 * {@code "type"} first (the codec reads the first member ahead and goes straight to the member's
 * codec) and with {@code "type"} last (the probe scans every member first), in one build, timed
 * by interleaved thread CPU time ({@link Interleaved}).
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.mcpgen.benchmarks.json.UnionLead</pre>
 */
public final class UnionLead {

  private static final String TITLE = "\"title\":\"Confirm the order\"";
  private static final String DESCRIPTION =
      "\"description\":\"Tick to confirm that the order of three items for 42.50 EUR should be placed now.\"";

  private UnionLead() {}

  public static void main(String[] args) throws Exception {
    Map<String, String[]> schemas = new LinkedHashMap<>();
    schemas.put("boolean+title", new String[] {
        "{\"type\":\"boolean\"," + TITLE + "}", "{" + TITLE + ",\"type\":\"boolean\"}"});
    schemas.put("boolean+description", new String[] {
        "{\"type\":\"boolean\"," + TITLE + "," + DESCRIPTION + "}",
        "{" + TITLE + "," + DESCRIPTION + ",\"type\":\"boolean\"}"});
    schemas.put("integer+minimum", new String[] {
        "{\"type\":\"integer\",\"title\":\"Items\",\"minimum\":1}", "{\"title\":\"Items\",\"minimum\":1,\"type\":\"integer\"}"});
    Interleaved.printHeader("type first faster by");
    for (Map.Entry<String, String[]> schema : schemas.entrySet()) {
      byte[] typeFirst = schema.getValue()[0].getBytes(StandardCharsets.UTF_8);
      byte[] typeLast = schema.getValue()[1].getBytes(StandardCharsets.UTF_8);
      PrimitiveSchemaDefinition first = decode(typeFirst);
      if (!first.equals(decode(typeLast))) {
        throw new IllegalStateException(schema.getKey() + ": the two orders decode differently");
      }
      Map<String, Callable<?>> variants = new LinkedHashMap<>();
      variants.put("type first", () -> decode(typeFirst));
      variants.put("type last", () -> decode(typeLast));
      Interleaved.measure(schema.getKey(), variants, "type first");
    }
  }

  private static PrimitiveSchemaDefinition decode(byte[] json) {
    return Json.decode(json, PrimitiveSchemaDefinitionJsonCodec.INSTANCE);
  }
}
