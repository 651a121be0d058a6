package io.mcpgen.json;

/** What a {@link JsonReader} will read next. */
public enum JsonToken {
  BEGIN_OBJECT,
  END_OBJECT,
  BEGIN_ARRAY,
  END_ARRAY,
  NAME,
  STRING,
  NUMBER,
  BOOLEAN,
  NULL,
  /** The end of the input. */
  END_DOCUMENT
}
