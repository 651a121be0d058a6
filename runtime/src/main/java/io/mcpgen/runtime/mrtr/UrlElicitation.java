package io.mcpgen.runtime.mrtr;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;

/**
 * A URL-mode {@code elicitation/create}: the user is sent to a URL for an interaction that must
 * not pass through the client (credentials, payment, third-party authorization). Needs
 * {@code elicitation.url}.
 *
 * <p>The URL must not carry sensitive user data and should be HTTPS; the server must check that
 * the user who opens it is the user who started the request. An {@code accept} answer means
 * consent only, not that the interaction finished.
 */
public final class UrlElicitation extends WireQuestion implements InputRequest {

  private static final JsonObject REQUIRED = JsonObject.of("elicitation",
      JsonObject.of("url", JsonObject.empty()));

  private UrlElicitation(JsonObject params) {
    super(params);
  }

  /** A URL elicitation; an {@link IllegalArgumentException} when {@code url} is not an absolute URI. */
  public static UrlElicitation of(String message, String url) {
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(url, "url");
    return fromParams(JsonObject.builder()
        .put("mode", "url")
        .put("message", message)
        .put("url", url)
        .build());
  }

  static UrlElicitation fromParams(JsonObject params) {
    String where = "elicitation/create params";
    if (!JsonString.of("url").equals(params.get("mode"))) {
      throw new IllegalArgumentException("a URL elicitation needs mode \"url\"");
    }
    Fields.string(params, "message", where);
    String url = Fields.string(params, "url", where);
    try {
      if (!new URI(url).isAbsolute()) {
        throw new IllegalArgumentException("elicitation url must be an absolute URI: " + url);
      }
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException("elicitation url is not a URI: " + url, e);
    }
    return new UrlElicitation(params);
  }

  public String message() {
    return params().get("message").asString();
  }

  /** The full URL, to be shown to the user before any navigation. */
  public String url() {
    return params().get("url").asString();
  }

  @Override
  public String method() {
    return McpMethods.ELICITATION_CREATE;
  }

  @Override
  public JsonObject requiredCapabilities() {
    return REQUIRED;
  }
}
