package io.mcpgen.json.jackson;

import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonException;
import io.mcpgen.json.JsonNull;
import io.mcpgen.json.JsonNumber;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonReader;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonSyntaxException;
import io.mcpgen.json.JsonToken;
import io.mcpgen.json.JsonValue;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.exc.StreamReadException;

/**
 * {@link JsonReader} over Jackson's streaming parser.
 *
 * <p>The parser is advanced lazily: after a value is consumed the parser stays on that value's
 * last token until the next call asks for more. That is what Jackson's deserializers expect when
 * this reader wraps a parser handed in by jackson-databind, and it lets {@link Json} check for
 * trailing content after the top-level value.
 */
final class JacksonJsonReader implements JsonReader {

  private final JsonParser parser;
  private tools.jackson.core.JsonToken current;
  /** True when {@link #current} has been consumed and the parser must move on before reading. */
  private boolean consumed;

  JacksonJsonReader(JsonParser parser) {
    this.parser = parser;
    this.current = parser.currentToken();
    this.consumed = current == null;
  }

  private tools.jackson.core.JsonToken token() {
    if (consumed) {
      try {
        current = parser.nextToken();
      } catch (JacksonException e) {
        throw syntax(e);
      }
      consumed = false;
    }
    return current;
  }

  @Override
  public JsonToken peek() {
    tools.jackson.core.JsonToken t = token();
    if (t == null) {
      return JsonToken.END_DOCUMENT;
    }
    switch (t) {
      case START_OBJECT:
        return JsonToken.BEGIN_OBJECT;
      case END_OBJECT:
        return JsonToken.END_OBJECT;
      case START_ARRAY:
        return JsonToken.BEGIN_ARRAY;
      case END_ARRAY:
        return JsonToken.END_ARRAY;
      case PROPERTY_NAME:
        return JsonToken.NAME;
      case VALUE_STRING:
        return JsonToken.STRING;
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return JsonToken.NUMBER;
      case VALUE_TRUE:
      case VALUE_FALSE:
        return JsonToken.BOOLEAN;
      case VALUE_NULL:
        return JsonToken.NULL;
      default:
        throw error("unsupported JSON token " + t);
    }
  }

  @Override
  public void beginObject() {
    expect(tools.jackson.core.JsonToken.START_OBJECT, "an object");
  }

  @Override
  public void endObject() {
    expect(tools.jackson.core.JsonToken.END_OBJECT, "the end of the object");
  }

  @Override
  public void beginArray() {
    expect(tools.jackson.core.JsonToken.START_ARRAY, "an array");
  }

  @Override
  public void endArray() {
    expect(tools.jackson.core.JsonToken.END_ARRAY, "the end of the array");
  }

  @Override
  public boolean hasNext() {
    tools.jackson.core.JsonToken t = token();
    if (t == null) {
      throw new JsonSyntaxException("unexpected end of input", null);
    }
    return t != tools.jackson.core.JsonToken.END_OBJECT && t != tools.jackson.core.JsonToken.END_ARRAY;
  }

  @Override
  public String nextName() {
    if (token() != tools.jackson.core.JsonToken.PROPERTY_NAME) {
      throw unexpected("a member name");
    }
    consumed = true;
    return parser.currentName();
  }

  @Override
  public String readString() {
    if (token() != tools.jackson.core.JsonToken.VALUE_STRING) {
      throw unexpected("a string");
    }
    try {
      String value = parser.getString();
      consumed = true;
      return value;
    } catch (JacksonException e) {
      throw syntax(e);
    }
  }

  @Override
  public boolean readBoolean() {
    tools.jackson.core.JsonToken t = token();
    if (t == tools.jackson.core.JsonToken.VALUE_TRUE) {
      consumed = true;
      return true;
    }
    if (t == tools.jackson.core.JsonToken.VALUE_FALSE) {
      consumed = true;
      return false;
    }
    throw unexpected("a boolean");
  }

  @Override
  public int readInt() {
    if (token() == tools.jackson.core.JsonToken.VALUE_NUMBER_INT
        && parser.getNumberType() == JsonParser.NumberType.INT) {
      consumed = true;
      return parser.getIntValue();
    }
    JsonNumber number = readNumber();
    try {
      return number.intValue();
    } catch (JsonException e) {
      throw error(e.getMessage());
    }
  }

  @Override
  public long readLong() {
    tools.jackson.core.JsonToken t = token();
    if (t == tools.jackson.core.JsonToken.VALUE_NUMBER_INT) {
      JsonParser.NumberType type = parser.getNumberType();
      if (type == JsonParser.NumberType.INT || type == JsonParser.NumberType.LONG) {
        consumed = true;
        return parser.getLongValue();
      }
    }
    JsonNumber number = readNumber();
    try {
      return number.longValue();
    } catch (JsonException e) {
      throw error(e.getMessage());
    }
  }

  @Override
  public double readDouble() {
    tools.jackson.core.JsonToken t = token();
    if (t != tools.jackson.core.JsonToken.VALUE_NUMBER_INT && t != tools.jackson.core.JsonToken.VALUE_NUMBER_FLOAT) {
      throw unexpected("a number");
    }
    try {
      double value = parser.getDoubleValue();
      consumed = true;
      return value;
    } catch (JacksonException e) {
      throw syntax(e);
    }
  }

  @Override
  public JsonNumber readNumber() {
    tools.jackson.core.JsonToken t = token();
    try {
      JsonNumber value;
      if (t == tools.jackson.core.JsonToken.VALUE_NUMBER_INT) {
        JsonParser.NumberType type = parser.getNumberType();
        value = type == JsonParser.NumberType.BIG_INTEGER
            ? JsonNumber.of(parser.getBigIntegerValue())
            : JsonNumber.of(parser.getLongValue());
      } else if (t == tools.jackson.core.JsonToken.VALUE_NUMBER_FLOAT) {
        // The range is the JSON layer's to decide, not the JDK's BigDecimal: JsonNumber.parse
        // holds what the byte reader holds, and Jackson has already checked the grammar.
        try {
          value = JsonNumber.parse(parser.getString());
        } catch (JsonException outOfRange) {
          throw new JsonSyntaxException("malformed JSON: number out of range", null);
        }
      } else {
        throw unexpected("a number");
      }
      consumed = true;
      return value;
    } catch (JacksonException e) {
      throw syntax(e);
    }
  }

  @Override
  public void readNull() {
    expect(tools.jackson.core.JsonToken.VALUE_NULL, "null");
  }

  @Override
  public boolean nextIsNull() {
    if (token() == tools.jackson.core.JsonToken.VALUE_NULL) {
      consumed = true;
      return true;
    }
    return false;
  }

  @Override
  public JsonValue readValue() {
    tools.jackson.core.JsonToken t = token();
    if (t == null) {
      throw new JsonSyntaxException("unexpected end of input", null);
    }
    switch (t) {
      case START_OBJECT: {
        consumed = true;
        JsonObject.Builder members = JsonObject.builder();
        while (hasNext()) {
          String name = nextName();
          JsonValue member = readValue();
          if (members.has(name)) {
            throw duplicateMember(name);
          }
          members.put(name, member);
        }
        consumed = true;
        return members.build();
      }
      case START_ARRAY: {
        consumed = true;
        JsonArray.Builder array = JsonArray.builder();
        while (hasNext()) {
          array.add(readValue());
        }
        consumed = true;
        return array.build();
      }
      case VALUE_STRING:
        return JsonString.of(readString());
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return readNumber();
      case VALUE_TRUE:
        consumed = true;
        return JsonBoolean.TRUE;
      case VALUE_FALSE:
        consumed = true;
        return JsonBoolean.FALSE;
      case VALUE_NULL:
        consumed = true;
        return JsonNull.INSTANCE;
      default:
        throw unexpected("a value");
    }
  }

  @Override
  public void skipValue() {
    tools.jackson.core.JsonToken t = token();
    if (t == null || t == tools.jackson.core.JsonToken.PROPERTY_NAME
        || t == tools.jackson.core.JsonToken.END_OBJECT || t == tools.jackson.core.JsonToken.END_ARRAY) {
      throw unexpected("a value");
    }
    try {
      parser.skipChildren();
    } catch (JacksonException e) {
      throw syntax(e);
    }
    consumed = true;
  }

  @Override
  public String pointer() {
    return parser.streamReadContext().pathAsPointer().toString();
  }

  /** True when nothing but whitespace follows the value read last. */
  boolean atEnd() {
    return token() == null;
  }

  private void expect(tools.jackson.core.JsonToken expected, String what) {
    if (token() != expected) {
      throw unexpected(what);
    }
    consumed = true;
  }

  private JsonException unexpected(String expected) {
    tools.jackson.core.JsonToken t = current;
    String found = t == null ? "the end of the input" : describe(t);
    return error("expected " + expected + " but found " + found);
  }

  private static String describe(tools.jackson.core.JsonToken t) {
    switch (t) {
      case START_OBJECT:
        return "an object";
      case START_ARRAY:
        return "an array";
      case END_OBJECT:
        return "the end of an object";
      case END_ARRAY:
        return "the end of an array";
      case PROPERTY_NAME:
        return "a member name";
      case VALUE_STRING:
        return "a string";
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return "a number";
      case VALUE_TRUE:
      case VALUE_FALSE:
        return "a boolean";
      case VALUE_NULL:
        return "null";
      default:
        return t.name();
    }
  }

  private JsonException syntax(JacksonException e) {
    if (e instanceof StreamReadException || e.getCause() == null) {
      return new JsonSyntaxException("malformed JSON: " + e.getOriginalMessage(), e);
    }
    return new JsonException("cannot read JSON: " + e.getOriginalMessage(), e);
  }
}
