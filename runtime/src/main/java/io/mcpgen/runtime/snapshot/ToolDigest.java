package io.mcpgen.runtime.snapshot;

import io.mcpgen.json.CanonicalJson;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The digest of what a typed client relies on in a tool: its name and its input and output
 * schemas, as SHA-256 of their canonical JSON. Descriptions, titles and annotations are left out:
 * rewording a description is no drift.
 */
public final class ToolDigest {

  private ToolDigest() {}

  /** The digest of one {@code Tool} object of a {@code tools/list} result, in lower-case hex. */
  public static String of(JsonObject tool) {
    JsonObject.Builder relied = JsonObject.builder();
    for (String member : new String[] {"name", "inputSchema", "outputSchema"}) {
      JsonValue value = tool.get(member);
      if (value != null) {
        relied.put(member, value);
      }
    }
    return sha256(relied.build());
  }

  /** SHA-256 of a value's canonical JSON, in lower-case hex. */
  public static String sha256(JsonValue value) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(CanonicalJson.bytes(value)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }
}
