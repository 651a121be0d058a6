package io.mcpgen.oauth.server;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonBoolean;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.mrtr.McpMethods;
import io.mcpgen.runtime.transport.http.server.AuthenticatedCaller;
import io.mcpgen.runtime.transport.http.server.AuthenticationException;
import io.mcpgen.runtime.transport.http.server.HttpAuthenticator;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * An MCP server as an OAuth protected resource: the authenticator of its Streamable HTTP settings,
 * and its protected resource metadata document (RFC 9728), to serve at {@link #metadataPath()}.
 *
 * <p>A request without a bearer token is refused {@code 401} with
 * {@code WWW-Authenticate: Bearer resource_metadata="...", scope="..."}; a token the validator
 * refuses gets {@code 401} with {@code error="invalid_token"}; a valid token without the scopes
 * every request needs gets {@code 403} with {@code error="insufficient_scope"} and the scopes it
 * needs, all before the body is read. A {@code tools/call} of a tool with scopes of its own is
 * checked once its body is parsed, from the method and {@code params.name} (never from the
 * {@code Mcp-Method}/{@code Mcp-Name} headers, which a 2025-era client does not send): without the
 * tool's scopes it is refused {@code 403} {@code insufficient_scope}, in 2026-07-28 requests and
 * 2025-era sessions alike, so no answer to the tool's questions can reach it either. The token's
 * subject becomes the request's principal, which every requestState is bound to.
 *
 * <p>DPoP-bound tokens (RFC 9449: {@code cnf.jkt}) come as {@code Authorization: DPoP} with one
 * {@code DPoP} proof for the request's method and this resource's URL; a refused proof gets
 * {@code 401} with a {@code DPoP} challenge and {@code invalid_dpop_proof}. See
 * {@link Builder#dpopRequired}, {@link Builder#dpopProofs} and {@link Builder#dpopNonces}.
 *
 * <pre>{@code
 * ProtectedResource resource = ProtectedResource.builder("https://mcp.example.com/mcp")
 *     .authorizationServer("https://auth.example.com")
 *     .validator(JwtAccessTokenValidator.builder("https://auth.example.com",
 *         URI.create("https://auth.example.com/jwks"), "https://mcp.example.com/mcp").build())
 *     .requiredScopes("mcp:read")
 *     .toolScopes(FilesMcpServer.TOOL_SCOPES)   // from @Tool(scopes = ...); or toolScopes("delete_file", "mcp:write")
 *     .build();
 * JettyMcpServer.builder(engine)
 *     .settings(StreamableHttpSettings.builder().authenticator(resource).build())
 *     .document(resource.metadataPath(), resource.metadataDocument())
 *     .start();
 * }</pre>
 */
public final class ProtectedResource implements HttpAuthenticator {

  private final String resource;
  private final List<String> authorizationServers;
  private final AccessTokenValidator validator;
  private final Set<String> requiredScopes;
  private final Map<String, Set<String>> toolScopes;
  private final Set<String> scopesSupported;
  private final String metadataPath;
  private final URI metadataUrl;
  private final boolean dpopRequired;
  private final DPoPProofCheck proofs;
  /** The nonces proofs must carry, or null when none are asked for. */
  private final DPoPNonces nonces;

  private ProtectedResource(Builder builder) {
    if (builder.authorizationServers.isEmpty()) {
      throw new IllegalStateException("name at least one authorization server");
    }
    this.resource = builder.resource;
    this.authorizationServers = List.copyOf(builder.authorizationServers);
    this.validator = Objects.requireNonNull(builder.validator, "a validator is required");
    this.requiredScopes = Set.copyOf(builder.requiredScopes);
    this.toolScopes = Map.copyOf(builder.toolScopes);
    Set<String> supported = new LinkedHashSet<>(builder.requiredScopes);
    builder.toolScopes.values().forEach(supported::addAll);
    supported.addAll(builder.extraScopes);
    this.scopesSupported = supported;
    URI id = URI.create(resource);
    String path = id.getRawPath() == null || id.getRawPath().equals("/") ? "" : id.getRawPath();
    this.metadataPath = "/.well-known/oauth-protected-resource" + path;
    this.metadataUrl = URI.create(id.getScheme() + "://" + id.getRawAuthority() + metadataPath);
    this.dpopRequired = builder.dpopRequired;
    this.proofs = new DPoPProofCheck(URI.create(id.getScheme() + "://" + id.getRawAuthority() + id.getRawPath()),
        builder.dpopWindow, builder.dpopMaxProofs, builder.clock);
    this.nonces = builder.nonceLifetime == null ? null : new DPoPNonces(builder.nonceLifetime, builder.clock);
  }

  /** @param resource this server's resource identifier: its MCP endpoint URL, e.g. {@code https://mcp.example.com/mcp} */
  public static Builder builder(String resource) {
    return new Builder(resource);
  }

  /** The resource identifier. */
  public String resource() {
    return resource;
  }

  /** Where the metadata document is served, on this server: {@code /.well-known/oauth-protected-resource} plus the endpoint's path. */
  public String metadataPath() {
    return metadataPath;
  }

  /** The metadata document's full URL, as sent in {@code resource_metadata}. */
  public URI metadataUrl() {
    return metadataUrl;
  }

  /** The protected resource metadata document (JSON). */
  public byte[] metadataDocument() {
    JsonObject.Builder document = JsonObject.builder()
        .put("resource", resource)
        .put("authorization_servers", strings(authorizationServers))
        .put("bearer_methods_supported", strings(List.of("header")))
        .put("dpop_signing_alg_values_supported", strings(DPoPProofCheck.ALGORITHMS.stream().map(Object::toString)
            .sorted().toList()));
    if (dpopRequired) {
      document.put("dpop_bound_access_tokens_required", JsonBoolean.TRUE);
    }
    if (!scopesSupported.isEmpty()) {
      document.put("scopes_supported", strings(new ArrayList<>(scopesSupported)));
    }
    return Json.encode(document.build(), JsonValue.CODEC);
  }

  /**
   * The subject of the request's bearer token, once it holds the scopes every request needs; the
   * scopes of a tool are checked on the parsed call (see {@link #admit}).
   */
  @Override
  public String authenticate(RequestHeaders headers) throws AuthenticationException {
    return admit(headers).principal();
  }

  /**
   * Checks the bearer token and the scopes every request needs, from the head alone (401, or 403
   * {@code insufficient_scope}); the caller returned refuses, once the body is parsed, a
   * {@code tools/call} of a tool whose scopes the token lacks (403 {@code insufficient_scope}),
   * whatever era the request is of and whatever headers it carries.
   */
  @Override
  public AuthenticatedCaller admit(RequestHeaders headers) throws AuthenticationException {
    return admit("POST", headers);
  }

  /**
   * As {@link #admit(RequestHeaders)}, for a {@code method} request: a DPoP-bound token
   * ({@code Authorization: DPoP}) comes with one {@code DPoP} proof made for this method and this
   * resource's URL ({@link DPoPProofCheck}); a DPoP-bound token sent as a bearer token is refused,
   * and so is every bearer token when DPoP is required.
   */
  @Override
  public AuthenticatedCaller admit(String method, RequestHeaders headers) throws AuthenticationException {
    List<String> authorization = headers.all("Authorization");
    if (authorization.isEmpty()) {
      String missing = dpopRequired ? "a DPoP-bound access token is required" : "a bearer token is required";
      throw new AuthenticationException(missing, challenge(null, null, requiredScopes));
    }
    String value = authorization.get(0);
    int space = value.indexOf(' ');
    String scheme = space < 0 ? value : value.substring(0, space).toLowerCase(Locale.ROOT);
    String presented = space < 0 ? "" : value.substring(space + 1).trim();
    boolean dpop = scheme.equals("dpop");
    if (authorization.size() > 1 || !(dpop || scheme.equals("bearer")) || presented.isEmpty()) {
      String description = "send one Authorization: " + (dpopRequired ? "DPoP" : "Bearer") + " header";
      throw new AuthenticationException(description, challenge("invalid_request", description, requiredScopes));
    }
    if (!dpop && dpopRequired) {
      throw new AuthenticationException("this resource accepts DPoP-bound tokens only",
          challenge("invalid_token", "this resource accepts DPoP-bound tokens only", requiredScopes));
    }
    ValidatedToken token;
    try {
      token = validator.validate(presented);
    } catch (InvalidTokenException refused) {
      throw new AuthenticationException(refused.getMessage(),
          challenge(dpop, "invalid_token", refused.getMessage(), requiredScopes));
    }
    if (!dpop && token.jkt() != null) {
      throw new AuthenticationException("a DPoP-bound token must be sent with the DPoP scheme and a proof",
          challenge(true, "invalid_token", "a DPoP-bound token must be sent with the DPoP scheme and a proof",
              requiredScopes));
    }
    if (dpop) {
      checkProof(method, headers.all("DPoP"), presented, token);
    }
    requireScopes(token, requiredScopes);
    return new TokenCaller(token);
  }

  private void checkProof(String method, List<String> proof, String presented, ValidatedToken token)
      throws AuthenticationException {
    if (token.jkt() == null) {
      throw new AuthenticationException("the token is not DPoP-bound: send it as a bearer token",
          challenge(true, "invalid_token", "the token is not DPoP-bound", requiredScopes));
    }
    String error = null;
    if (proof.size() != 1) {
      error = proof.isEmpty() ? "a DPoP proof is required" : "send one DPoP proof";
    } else if (nonces != null && !nonces.accepts(nonce(proof.get(0)))) {
      String description = "the DPoP proof must carry the nonce this resource gives";
      throw new AuthenticationException(description,
          challenge(true, "use_dpop_nonce", description, requiredScopes), Map.of("DPoP-Nonce", nonces.current()));
    } else {
      try {
        proofs.check(method, proof.get(0), presented, token.jkt());
      } catch (InvalidTokenException refused) {
        error = refused.getMessage();
      }
    }
    if (error != null) {
      throw new AuthenticationException(error, challenge(true, "invalid_dpop_proof", error, requiredScopes));
    }
  }

  /** The proof's {@code nonce} claim (its signature is checked next), or null. */
  private static String nonce(String proof) {
    try {
      Object nonce = com.nimbusds.jwt.SignedJWT.parse(proof).getJWTClaimsSet().getClaim("nonce");
      return nonce instanceof String value ? value : null;
    } catch (java.text.ParseException e) {
      return null;
    }
  }

  /** The scopes every request needs, plus those of the tool a {@code tools/call} names in its params. */
  private Set<String> neededScopes(String method, JsonObject params) {
    Set<String> needed = new LinkedHashSet<>(requiredScopes);
    if (McpMethods.TOOLS_CALL.equals(method) && params != null && params.get("name") instanceof JsonString) {
      needed.addAll(toolScopes.getOrDefault(params.get("name").asString(), Set.of()));
    }
    return needed;
  }

  private void requireScopes(ValidatedToken token, Set<String> needed) throws AuthenticationException {
    if (!token.scopes().containsAll(needed)) {
      throw AuthenticationException.forbidden("the token lacks a scope this request needs",
          challenge("insufficient_scope", "the token lacks a scope this request needs", needed));
    }
  }

  /** The holder of a valid token, asked about each message once it is parsed. */
  private final class TokenCaller implements AuthenticatedCaller {
    private final ValidatedToken token;

    TokenCaller(ValidatedToken token) {
      this.token = token;
    }

    @Override
    public String principal() {
      return token.subject();
    }

    @Override
    public void authorize(String method, JsonObject params) throws AuthenticationException {
      requireScopes(token, neededScopes(method, params));
    }
  }

  private String challenge(String error, String description, Set<String> scopes) {
    return challenge(dpopRequired, error, description, scopes);
  }

  /**
   * A {@code Bearer} challenge, or a {@code DPoP} one (RFC 9449 section 7.1: with {@code algs}, the
   * proof algorithms accepted) when {@code dpop}.
   */
  private String challenge(boolean dpop, String error, String description, Set<String> scopes) {
    StringBuilder challenge = new StringBuilder(dpop ? "DPoP " : "Bearer ");
    if (dpop) {
      challenge.append("algs=\"").append(DPoPProofCheck.ALGORITHMS.stream().map(Object::toString).sorted()
          .collect(java.util.stream.Collectors.joining(" "))).append("\", ");
    }
    challenge.append("resource_metadata=\"").append(metadataUrl).append('"');
    if (!scopes.isEmpty()) {
      challenge.append(", scope=\"").append(String.join(" ", scopes)).append('"');
    }
    if (error != null) {
      challenge.append(", error=\"").append(error).append('"');
      // A quoted-string of visible ASCII: no quote, backslash or control character can break the header.
      challenge.append(", error_description=\"").append(description.replaceAll("[^\\x20\\x21\\x23-\\x5B\\x5D-\\x7E]", "'"))
          .append('"');
    }
    return challenge.toString();
  }

  private static JsonArray strings(List<String> values) {
    JsonArray.Builder array = JsonArray.builder();
    values.forEach(value -> array.add(JsonString.of(value)));
    return array.build();
  }

  /** Builds a {@link ProtectedResource}. */
  public static final class Builder {
    private final String resource;
    private final List<String> authorizationServers = new ArrayList<>();
    private AccessTokenValidator validator;
    private final Set<String> requiredScopes = new LinkedHashSet<>();
    private final Map<String, Set<String>> toolScopes = new HashMap<>();
    private final Set<String> extraScopes = new LinkedHashSet<>();
    private boolean dpopRequired;
    private Duration dpopWindow = Duration.ofSeconds(60);
    private int dpopMaxProofs = 100_000;
    private Duration nonceLifetime;
    private Clock clock = Clock.systemUTC();

    private Builder(String resource) {
      URI id = URI.create(Objects.requireNonNull(resource, "resource"));
      if (id.getScheme() == null || id.getHost() == null || id.getRawFragment() != null) {
        throw new IllegalArgumentException("the resource identifier must be an absolute URL without a fragment");
      }
      this.resource = resource;
    }

    /** An authorization server this resource trusts (its issuer identifier); the first is the one clients use. */
    public Builder authorizationServer(String issuer) {
      authorizationServers.add(Objects.requireNonNull(issuer, "issuer"));
      return this;
    }

    /** How bearer tokens are checked. */
    public Builder validator(AccessTokenValidator validator) {
      this.validator = Objects.requireNonNull(validator, "validator");
      return this;
    }

    /** Scopes every request needs. */
    public Builder requiredScopes(String... scopes) {
      requiredScopes.addAll(List.of(scopes));
      return this;
    }

    /** Scopes a {@code tools/call} of {@code tool} needs besides the required ones. */
    public Builder toolScopes(String tool, String... scopes) {
      toolScopes.computeIfAbsent(Objects.requireNonNull(tool, "tool"), name -> new LinkedHashSet<>())
          .addAll(List.of(scopes));
      return this;
    }

    /**
     * The scopes of several tools, e.g. a generated server's {@code TOOL_SCOPES} (from
     * {@code @Tool(scopes = ...)}).
     */
    public Builder toolScopes(Map<String, ? extends Collection<String>> scopesByTool) {
      scopesByTool.forEach((tool, scopes) -> toolScopes(tool, scopes.toArray(new String[0])));
      return this;
    }

    /** More scopes to publish in {@code scopes_supported} (the required and tool scopes are published anyway). */
    public Builder scopesSupported(String... scopes) {
      extraScopes.addAll(List.of(scopes));
      return this;
    }

    /**
     * Whether only DPoP-bound tokens are accepted (RFC 9449): bearer tokens are refused, the
     * challenges name the {@code DPoP} scheme and the metadata says
     * {@code dpop_bound_access_tokens_required}. DPoP-bound tokens are accepted either way.
     */
    public Builder dpopRequired(boolean required) {
      this.dpopRequired = required;
      return this;
    }

    /**
     * How far a DPoP proof's {@code iat} may be from now (either way), default 60 s; and the most
     * proofs remembered for replay checks at once, default 100,000 (when full, new proofs are
     * refused until old ones age out).
     */
    public Builder dpopProofs(Duration window, int maxProofs) {
      if (Objects.requireNonNull(window, "window").isNegative() || window.isZero() || maxProofs < 1) {
        throw new IllegalArgumentException("the DPoP proof window and the number of proofs must be positive");
      }
      this.dpopWindow = window;
      this.dpopMaxProofs = maxProofs;
      return this;
    }

    /**
     * Asks DPoP proofs to carry a nonce this resource gives (RFC 9449 section 9): a proof without
     * the current one (or the one before) is refused {@code 401} with
     * {@code DPoP error="use_dpop_nonce"} and the nonce in {@code DPoP-Nonce}. A new nonce is made
     * every {@code lifetime}. Default: no nonces.
     */
    public Builder dpopNonces(Duration lifetime) {
      if (Objects.requireNonNull(lifetime, "lifetime").isNegative() || lifetime.isZero()) {
        throw new IllegalArgumentException("the nonce lifetime must be positive");
      }
      this.nonceLifetime = lifetime;
      return this;
    }

    /** The clock of the DPoP replay cache and nonces (tests). */
    Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    public ProtectedResource build() {
      return new ProtectedResource(this);
    }
  }
}
