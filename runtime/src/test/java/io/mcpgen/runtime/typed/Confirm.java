package io.mcpgen.runtime.typed;

import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonReader;
import io.mcpgen.json.JsonWriter;

/** A form record with the codec mcpgen would write for it (by hand: the runtime's tests cannot run the processor). */
record Confirm(boolean confirmed, String note) {

  Confirm {
    if (note != null && note.isBlank()) {
      throw new IllegalArgumentException("note must not be blank");
    }
  }

  static final JsonObject SCHEMA = io.mcpgen.json.Json.parse("{\"type\":\"object\",\"properties\":"
      + "{\"confirmed\":{\"type\":\"boolean\"},\"note\":{\"type\":\"string\"}},\"required\":[\"confirmed\"]}").asObject();

  static final Form<Confirm> FORM = Form.of(Confirm.class, SCHEMA, new Codec());

  /** Reads {@code confirmed} (required) and {@code note}; skips members it does not know. */
  static final class Codec implements JsonCodec<Confirm> {
    @Override
    public Confirm read(JsonReader in) {
      boolean confirmed = false;
      boolean hasConfirmed = false;
      String note = null;
      in.beginObject();
      while (in.hasNext()) {
        switch (in.nextName()) {
          case "confirmed":
            confirmed = in.readBoolean();
            hasConfirmed = true;
            break;
          case "note":
            if (!in.nextIsNull()) {
              note = in.readString();
            }
            break;
          default:
            in.skipValue();
        }
      }
      in.endObject();
      if (!hasConfirmed) {
        throw in.missingMember("confirmed");
      }
      return new Confirm(confirmed, note);
    }

    @Override
    public void write(JsonWriter out, Confirm value) {
      out.beginObject();
      out.name("confirmed");
      out.value(value.confirmed());
      if (value.note() != null) {
        out.name("note");
        out.value(value.note());
      }
      out.endObject();
    }
  }
}
