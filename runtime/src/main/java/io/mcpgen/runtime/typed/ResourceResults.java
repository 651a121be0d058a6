package io.mcpgen.runtime.typed;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonCodec;
import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.server.RoundContext;
import java.util.Base64;
import java.util.Objects;

/** A resource method's return value as the {@code ReadResourceResult} the engine sends. */
public final class ResourceResults {

  private ResourceResults() {}

  /**
   * A string: text contents for the URI that was read.
   *
   * @param mimeType null for none
   */
  public static JsonObject text(RoundContext round, String mimeType, String text) {
    return contents(round, mimeType).put("text", Objects.requireNonNull(text, "the resource returned null"))
        .build();
  }

  /** Bytes: blob contents (base64) for the URI that was read. */
  public static JsonObject blob(RoundContext round, String mimeType, byte[] data) {
    String blob = Base64.getEncoder().encodeToString(Objects.requireNonNull(data, "the resource returned null"));
    return contents(round, mimeType).put("blob", blob).build();
  }

  /** The protocol's {@code ReadResourceResult}, as it is. */
  public static <R> JsonObject of(R result, JsonCodec<R> codec) {
    return Json.toValue(Objects.requireNonNull(result, "the resource returned null"), codec).asObject();
  }

  private static Contents contents(RoundContext round, String mimeType) {
    return new Contents(round.uri(), mimeType);
  }

  /** One contents object, wrapped as the result's only one. */
  private static final class Contents {
    private final JsonObject.Builder item = JsonObject.builder();

    Contents(String uri, String mimeType) {
      item.put("uri", uri);
      if (mimeType != null) {
        item.put("mimeType", mimeType);
      }
    }

    Contents put(String name, String value) {
      item.put(name, value);
      return this;
    }

    JsonObject build() {
      return JsonObject.of("contents", JsonArray.of(item.build()));
    }
  }
}
