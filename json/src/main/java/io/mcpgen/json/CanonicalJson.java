package io.mcpgen.json;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;

/**
 * Canonical JSON, in the style of RFC 8785 (JCS): no whitespace, object members sorted by their
 * names' UTF-16 code units, strings with the minimal escapes, UTF-8.
 *
 * <p>Numbers are written by their exact decimal value rather than through IEEE doubles: the
 * shortest plain spelling without trailing zeros ({@code 1.0}, {@code 1e0} and {@code 1} are all
 * {@code 1}; {@code 1.50} is {@code 1.5}), switching to exponent form ({@code 1e+21},
 * {@code 1e-7}) where JavaScript would. Two documents that differ only in member order or number
 * spelling have the same canonical bytes, which is what request digests need.
 */
public final class CanonicalJson {

  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  private CanonicalJson() {}

  /** The canonical UTF-8 bytes of a value. */
  public static byte[] bytes(JsonValue value) {
    Output out = new Output();
    write(value, out);
    return out.toByteArray();
  }

  /** The canonical text of a value. */
  public static String string(JsonValue value) {
    return new String(bytes(value), StandardCharsets.UTF_8);
  }

  /** Appends the canonical bytes of a value. */
  public static void write(JsonValue value, ByteArrayOutputStream out) {
    if (out instanceof Output) {
      write(value, (Output) out);
    } else {
      out.writeBytes(bytes(value));
    }
  }

  private static void write(JsonValue value, Output out) {
    if (value instanceof JsonObject) {
      Map<String, JsonValue> members = ((JsonObject) value).members();
      String[] names = members.keySet().toArray(new String[0]);
      Arrays.sort(names);
      out.write('{');
      for (int i = 0; i < names.length; i++) {
        if (i > 0) {
          out.write(',');
        }
        writeString(names[i], out);
        out.write(':');
        write(members.get(names[i]), out);
      }
      out.write('}');
    } else if (value instanceof JsonArray) {
      out.write('[');
      boolean first = true;
      for (JsonValue element : ((JsonArray) value).elements()) {
        if (!first) {
          out.write(',');
        }
        first = false;
        write(element, out);
      }
      out.write(']');
    } else if (value instanceof JsonString) {
      writeString(((JsonString) value).value(), out);
    } else if (value instanceof JsonNumber) {
      out.writeAscii(number((JsonNumber) value));
    } else if (value instanceof JsonBoolean) {
      out.writeAscii(((JsonBoolean) value).value() ? "true" : "false");
    } else {
      out.writeAscii("null");
    }
  }

  /** The canonical spelling of a number. */
  static String number(JsonNumber number) {
    if (number.isLong()) {
      return Long.toString(number.longValue());
    }
    BigDecimal value = number.bigDecimalValue();
    if (value.signum() == 0) {
      return "0";
    }
    value = value.stripTrailingZeros();
    String digits = value.unscaledValue().abs().toString();
    // The decimal exponent n such that value = 0.digits * 10^n, as ECMAScript's Number::toString.
    int n = digits.length() - value.scale();
    StringBuilder text = new StringBuilder(digits.length() + 8);
    if (value.signum() < 0) {
      text.append('-');
    }
    int k = digits.length();
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

  private static void writeString(String s, Output out) {
    out.write('"');
    int length = s.length();
    for (int i = 0; i < length; i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        out.write('\\');
        out.write(c);
      } else if (c < 0x20) {
        switch (c) {
          case '\b':
            out.writeAscii("\\b");
            break;
          case '\f':
            out.writeAscii("\\f");
            break;
          case '\n':
            out.writeAscii("\\n");
            break;
          case '\r':
            out.writeAscii("\\r");
            break;
          case '\t':
            out.writeAscii("\\t");
            break;
          default:
            escape(c, out);
        }
      } else if (c < 0x80) {
        out.write(c);
      } else if (c < 0x800) {
        out.write(0xc0 | (c >> 6));
        out.write(0x80 | (c & 0x3f));
      } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(s.charAt(i + 1))) {
        int cp = Character.toCodePoint(c, s.charAt(++i));
        out.write(0xf0 | (cp >> 18));
        out.write(0x80 | ((cp >> 12) & 0x3f));
        out.write(0x80 | ((cp >> 6) & 0x3f));
        out.write(0x80 | (cp & 0x3f));
      } else if (Character.isSurrogate(c)) {
        // A lone surrogate has no UTF-8 form; escaping keeps distinct strings distinct.
        escape(c, out);
      } else {
        out.write(0xe0 | (c >> 12));
        out.write(0x80 | ((c >> 6) & 0x3f));
        out.write(0x80 | (c & 0x3f));
      }
    }
    out.write('"');
  }

  private static void escape(char c, Output out) {
    out.writeAscii("\\u");
    out.write(HEX[(c >> 12) & 0xf]);
    out.write(HEX[(c >> 8) & 0xf]);
    out.write(HEX[(c >> 4) & 0xf]);
    out.write(HEX[c & 0xf]);
  }

  /** An unsynchronized byte buffer. */
  static final class Output extends ByteArrayOutputStream {
    Output() {
      super(256);
    }

    @Override
    public void write(int b) {
      if (count == buf.length) {
        buf = Arrays.copyOf(buf, buf.length * 2);
      }
      buf[count++] = (byte) b;
    }

    void writeAscii(String s) {
      for (int i = 0; i < s.length(); i++) {
        write(s.charAt(i));
      }
    }
  }
}
