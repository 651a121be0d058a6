package io.mcpgen.processor.model.snapshot;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The digest of a tool as the runtime's {@code io.mcpgen.runtime.snapshot.ToolDigest} computes it
 * from a live {@code tools/list}: SHA-256 of the canonical JSON (RFC 8785 style: members sorted by
 * UTF-16 code units, minimal string escapes, numbers by exact decimal value) of the tool's
 * {@code name}, {@code inputSchema} and {@code outputSchema}. The processor runs without the
 * runtime, so the canonical form is written here again over Jackson's tree; read the tree with
 * exact decimals ({@link SnapshotFile} does), or a long fraction loses digits.
 */
public final class SnapshotToolDigest {

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private SnapshotToolDigest() {}

  /** The digest of one {@code Tool} object, in lower-case hex. */
  public static String of(JsonNode tool) {
    StringBuilder canonical = new StringBuilder("{");
    for (String member : new String[] {"inputSchema", "name", "outputSchema"}) { // already in canonical order
      JsonNode value = tool.get(member);
      if (value != null) {
        if (canonical.length() > 1) {
          canonical.append(',');
        }
        string(member, canonical);
        canonical.append(':');
        write(value, canonical);
      }
    }
    canonical.append('}');
    try {
      MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(sha256.digest(canonical.toString().getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  /** The canonical text of a value; a surrogate without its partner is U+FFFD, as the runtime reads it. */
  static String canonical(JsonNode value) {
    StringBuilder out = new StringBuilder();
    write(value, out);
    return out.toString();
  }

  private static void write(JsonNode value, StringBuilder out) {
    if (value.isObject()) {
      List<String> names = new ArrayList<>();
      for (Map.Entry<String, JsonNode> member : value.properties()) {
        names.add(member.getKey());
      }
      names.sort(null);
      out.append('{');
      for (int i = 0; i < names.size(); i++) {
        if (i > 0) {
          out.append(',');
        }
        string(names.get(i), out);
        out.append(':');
        write(value.get(names.get(i)), out);
      }
      out.append('}');
    } else if (value.isArray()) {
      out.append('[');
      for (int i = 0; i < value.size(); i++) {
        if (i > 0) {
          out.append(',');
        }
        write(value.get(i), out);
      }
      out.append(']');
    } else if (value.isString()) {
      string(value.stringValue(), out);
    } else if (value.isNumber()) {
      out.append(number(value.decimalValue()));
    } else if (value.isBoolean()) {
      out.append(value.booleanValue() ? "true" : "false");
    } else {
      out.append("null");
    }
  }

  /** A number as ECMAScript's Number::toString spells it, but from its exact decimal value. */
  static String number(BigDecimal exact) {
    if (exact.signum() == 0) {
      return "0";
    }
    BigDecimal value = exact.stripTrailingZeros();
    String digits = value.unscaledValue().abs().toString();
    int n = digits.length() - value.scale();
    int k = digits.length();
    StringBuilder text = new StringBuilder(k + 8);
    if (value.signum() < 0) {
      text.append('-');
    }
    if (k <= n && n <= 21) {
      text.append(digits).append("0".repeat(n - k));
    } else if (0 < n && n <= 21) {
      text.append(digits, 0, n).append('.').append(digits, n, k);
    } else if (-6 < n && n <= 0) {
      text.append("0.").append("0".repeat(-n)).append(digits);
    } else {
      int exponent = n - 1;
      text.append(digits.charAt(0));
      if (k > 1) {
        text.append('.').append(digits, 1, k);
      }
      text.append('e').append(exponent < 0 ? '-' : '+').append(Math.abs(exponent));
    }
    return text.toString();
  }

  private static void string(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c == '\b') {
        out.append("\\b");
      } else if (c == '\f') {
        out.append("\\f");
      } else if (c == '\n') {
        out.append("\\n");
      } else if (c == '\r') {
        out.append("\\r");
      } else if (c == '\t') {
        out.append("\\t");
      } else if (c < 0x20) {
        out.append("\\u").append(HEX[(c >> 12) & 0xf]).append(HEX[(c >> 8) & 0xf]).append(HEX[(c >> 4) & 0xf])
            .append(HEX[c & 0xf]);
      } else if (Character.isSurrogate(c) && !pairedAt(s, i)) {
        out.append('\ufffd'); // as the runtime's JSON reads an escaped surrogate without its partner
      } else if (Character.isHighSurrogate(c)) {
        out.append(c).append(s.charAt(++i));
      } else {
        out.append(c);
      }
    }
    out.append('"');
  }

  /** True when the surrogate at {@code i} is the high half of a pair. */
  private static boolean pairedAt(String s, int i) {
    return Character.isHighSurrogate(s.charAt(i)) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
  }
}
