package io.mcpgen.runtime.state;

import io.mcpgen.json.CanonicalJson;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Objects;

/**
 * What a requestState token is bound to: the request that the client must retry (its method, its
 * target and a digest of its identifying params) and the principal who sent it.
 *
 * <ul>
 *   <li>target: {@code params.name} for {@code tools/call} and {@code prompts/get},
 *       {@code params.uri} for {@code resources/read}; the empty string when that member is absent
 *       or not a string, or for any other method (the digest still covers every param).
 *   <li>params digest: SHA-256 of the canonical JSON ({@link CanonicalJson}) of the params
 *       without {@code _meta}, {@code inputResponses} and {@code requestState}, which change
 *       between rounds. Key order and number spelling do not matter: a client that re-serializes
 *       {@code {"b":1.0,"a":2}} as {@code {"a":2,"b":1}} keeps its binding.
 * </ul>
 *
 * <p>Build one per incoming request and use it both to verify the state the request carries and
 * to mint the next one.
 */
public final class RequestBinding {

  private static final String[] EXCLUDED_PARAMS = {"_meta", "inputResponses", "requestState"};
  private static final Pool<MessageDigest> SHA256 = new Pool<>(RequestBinding::newSha256);

  private final String method;
  private final String target;
  private final String principal;
  private final byte[] paramsDigest;
  final byte[] methodUtf8;
  final byte[] targetUtf8;
  final byte[] principalUtf8;
  /** The principal hash last computed for this binding, and its key: verify then mint need one. */
  private PrincipalHash principalHash;

  private RequestBinding(String method, String target, String principal, byte[] paramsDigest) {
    this.method = method;
    this.target = target;
    this.principal = principal;
    this.paramsDigest = paramsDigest;
    this.methodUtf8 = method.getBytes(StandardCharsets.UTF_8);
    this.targetUtf8 = target.getBytes(StandardCharsets.UTF_8);
    this.principalUtf8 = principal == null ? null : principal.getBytes(StandardCharsets.UTF_8);
  }

  /**
   * The binding of a request.
   *
   * @param method the JSON-RPC method, e.g. {@code tools/call}
   * @param params the request's params as received (null is taken as {@code {}})
   * @param principal the authenticated principal (e.g. the OAuth {@code sub}), or null for an
   *     anonymous caller
   */
  public static RequestBinding of(String method, JsonObject params, String principal) {
    Objects.requireNonNull(method, "method");
    JsonObject identifying = params == null ? JsonObject.empty() : identifying(params);
    return new RequestBinding(method, target(method, identifying), principal, digest(identifying));
  }

  /** The params without the members that change between rounds; no copy when there are none. */
  private static JsonObject identifying(JsonObject params) {
    for (String name : EXCLUDED_PARAMS) {
      if (params.has(name)) {
        return params.without(EXCLUDED_PARAMS);
      }
    }
    return params;
  }

  private static String target(String method, JsonObject params) {
    String member;
    switch (method) {
      case "tools/call":
      case "prompts/get":
        member = "name";
        break;
      case "resources/read":
        member = "uri";
        break;
      default:
        return "";
    }
    JsonValue value = params.get(member);
    return value instanceof JsonString ? value.asString() : "";
  }

  private static byte[] digest(JsonObject params) {
    byte[] canonical = CanonicalJson.bytes(params);
    MessageDigest sha256 = SHA256.take();
    try {
      return sha256.digest(canonical);
    } finally {
      SHA256.give(sha256);
    }
  }

  private static MessageDigest newSha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required of every Java platform", e);
    }
  }

  /** The JSON-RPC method. */
  public String method() {
    return method;
  }

  /** The tool or prompt name or resource URI; empty when the method has none. */
  public String target() {
    return target;
  }

  /** The principal, or null for an anonymous caller. */
  public String principal() {
    return principal;
  }

  /** SHA-256 of the canonical identifying params (a copy). */
  public byte[] paramsDigest() {
    return paramsDigest.clone();
  }

  /** The keyed hash of the principal under a key (32 bytes, the first 16 are used); not a copy. */
  byte[] principalHash(StateKey key) {
    PrincipalHash cached = principalHash;
    if (cached != null && cached.key == key) {
      return cached.hash;
    }
    byte[] hash = new byte[32];
    key.principalHash(principalUtf8, hash, 0);
    principalHash = new PrincipalHash(key, hash);
    return hash;
  }

  /** Immutable, so that a binding shared between threads only ever sees a whole pair. */
  private static final class PrincipalHash {
    final StateKey key;
    final byte[] hash;

    PrincipalHash(StateKey key, byte[] hash) {
      this.key = key;
      this.hash = hash;
    }
  }

  /** The digest without a copy, for the codec. */
  byte[] paramsDigestBytes() {
    return paramsDigest;
  }

  @Override
  public boolean equals(Object other) {
    if (this == other) {
      return true;
    }
    if (!(other instanceof RequestBinding)) {
      return false;
    }
    RequestBinding that = (RequestBinding) other;
    return method.equals(that.method) && target.equals(that.target) && Objects.equals(principal, that.principal)
        && Arrays.equals(paramsDigest, that.paramsDigest);
  }

  @Override
  public int hashCode() {
    return Objects.hash(method, target, principal, Arrays.hashCode(paramsDigest));
  }

  /** Method and target only: the principal may be personal data and stays out of logs. */
  @Override
  public String toString() {
    return "RequestBinding[" + method + " " + target + (principal == null ? ", anonymous]" : ", principal set]");
  }
}
