package io.mcpgen.oauth.client;

import com.nimbusds.oauth2.sdk.RefreshTokenGrant;
import com.nimbusds.oauth2.sdk.as.AuthorizationServerMetadata;
import com.nimbusds.oauth2.sdk.token.RefreshToken;
import io.mcpgen.oauth.http.JdkHttp;
import io.mcpgen.runtime.transport.http.client.HttpClientAuthorizer;
import java.lang.System.Logger.Level;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * MCP authorization for the HTTP client transport (OAuth 2.1 as the MCP authorization
 * specification profiles it), on the Nimbus OAuth 2.0 SDK. Give it to the transport's builder:
 *
 * <pre>{@code
 * OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder()
 *     .userAgent(LoopbackBrowserUserAgent.open(Duration.ofMinutes(5)))
 *     .clientName("My MCP app")
 *     .build();
 * StreamableHttpClientTransport transport = StreamableHttpClientTransport.builder(endpoint)
 *     .authorizer(oauth)
 *     .build();
 * }</pre>
 *
 * <p>On a {@code 401} it reads the server's protected resource metadata (RFC 9728: the challenge's
 * {@code resource_metadata}, else the well-known locations) and checks that it names the server,
 * reads the authorization server's metadata (RFC 8414, then OpenID Connect Discovery; its
 * {@code issuer} must be the one asked for), gets the client known there (credentials given for that
 * issuer, else a client ID metadata document, else dynamic registration), and obtains a token: by
 * refreshing one it holds, else with client credentials when given for that issuer, else by the
 * authorization code flow with PKCE through the {@link AuthorizationUserAgent}. Every token request
 * names the resource (RFC 8707), and tokens are kept by resource, so a token goes only to the server
 * it was issued for. The scopes asked are the challenge's {@code scope}, else the resource's
 * {@code scopes_supported}, else none, with {@code offline_access} added when the authorization
 * server offers it. On a {@code 403 insufficient_scope} it asks again for the scopes it had plus the
 * challenged ones (step-up), at most {@code maxAuthorizations} times for one message. When the
 * resource names another authorization server than the one that issued the held token, the token
 * is dropped and the client registers anew there.
 *
 * <p>A server that publishes no protected resource metadata at all (the challenge names none and
 * no well-known location has one) is taken as one of the 2025-03-26 revision: its origin is its
 * authorization server, with RFC 8414 metadata there (its {@code issuer} the origin) or else the
 * default endpoints {@code /authorize}, {@code /token} and {@code /register}. Metadata that is
 * named but missing, or published but not fitting, is still refused.
 *
 * <p>Machine to machine ({@code clientCredentials}): no user, the client credentials grant with
 * {@code client_secret_basic} or {@code private_key_jwt} (a JWT signed with the client's key, its
 * audience the issuer). The token is reused until {@code refreshAhead} before it expires, when a
 * new one is fetched in the background; a {@code 401} is answered with a new token once per
 * message. Workload identity federation ({@code jwtBearer}) works the same way with the JWT bearer
 * grant: a platform-issued JWT, read afresh for every token request, is the grant. Secrets, keys,
 * assertions and tokens are never logged: the authorizer's own HTTP
 * requests go through the JDK's {@code HttpClient}, not {@code HttpURLConnection}, which logs
 * request headers at level FINE.
 *
 * <p>With {@code dpop(true)} tokens are DPoP-bound (RFC 9449): a key pair of the authorizer's own
 * signs a proof for every token request and every request to the server, the token goes as
 * {@code Authorization: DPoP}, and a {@code use_dpop_nonce} refusal is answered once per new
 * {@code DPoP-Nonce}.
 *
 * <p>The authorization work runs on one thread of its own, one challenge at a time; the round
 * timeout of the calls (the client's {@code CallOptions}) must leave the user time to log in.
 */
public final class OAuthClientAuthorizer implements HttpClientAuthorizer, AutoCloseable {

  private static final System.Logger LOG = System.getLogger(OAuthClientAuthorizer.class.getName());
  private static final String OFFLINE_ACCESS = "offline_access";

  private final Discovery discovery;
  private final LegacyDiscovery legacyDiscovery;
  private final Registrar registrar;
  private final TokenEndpoint tokenEndpoint;
  private final AuthorizationUserAgent userAgent;
  private final AuthorizationCodeFlow codeFlow;
  private final List<MachineClient> machineClients;
  private final RenewalSchedule renewals;
  private final TokenStore store;
  private final int maxAuthorizations;
  private final Clock clock;
  private final ExecutorService worker;
  /** The DPoP key and nonces, or null when tokens are plain bearer tokens. */
  private final DPoPProofs proofs;
  /** Endpoints whose last response brought a nonce other than the one held: a use_dpop_nonce refusal is retried. */
  private final Set<URI> freshNonces = ConcurrentHashMap.newKeySet();
  /** The resource identifier of each endpoint, once its metadata has been read. */
  private final Map<URI, String> resources = new ConcurrentHashMap<>();
  /** Bumped whenever a token is stored: a challenge older than the newest token is answered with a retry. */
  private final AtomicLong generation = new AtomicLong();
  private final Map<String, Long> storedAt = new ConcurrentHashMap<>();
  /** The authorization server of each 2025-03-26 resource (no protected resource metadata). */
  private final Map<String, AuthorizationServerMetadata> legacyServers = new ConcurrentHashMap<>();

  private OAuthClientAuthorizer(Builder builder) {
    JdkHttp http = new JdkHttp(builder.connectTimeout, builder.readTimeout);
    this.discovery = new Discovery(http);
    this.legacyDiscovery = new LegacyDiscovery(discovery);
    this.registrar = new Registrar(http, builder.clients, builder.metadataDocument, builder.clientName);
    this.proofs = builder.dpop ? DPoPProofs.generate(builder.clock) : null;
    this.tokenEndpoint = new TokenEndpoint(http, builder.clock, proofs);
    this.userAgent = builder.userAgent;
    this.codeFlow = builder.userAgent == null ? null : new AuthorizationCodeFlow(builder.userAgent, tokenEndpoint);
    this.machineClients = List.copyOf(builder.machineClients);
    this.renewals = new RenewalSchedule(builder.refreshAhead, builder.clock);
    this.store = builder.store;
    this.maxAuthorizations = builder.maxAuthorizations;
    this.clock = builder.clock;
    this.worker = Executors.newSingleThreadExecutor(task -> {
      Thread thread = new Thread(task, "mcp-oauth");
      thread.setDaemon(true);
      return thread;
    });
  }

  public static Builder builder() {
    return new Builder();
  }

  @Override
  public String authorization(URI endpoint) {
    return held(endpoint).map(tokens -> (tokens.dpopBound() ? "DPoP " : "Bearer ") + tokens.accessToken())
        .orElse(null);
  }

  /**
   * {@code Authorization}, and for a DPoP-bound token a proof made for this request (its
   * {@code ath} the token's hash, with the endpoint's latest nonce).
   */
  @Override
  public Map<String, String> headers(String method, URI endpoint) {
    Optional<Tokens> tokens = held(endpoint);
    if (tokens.isEmpty()) {
      return Map.of();
    }
    Tokens held = tokens.get();
    if (!held.dpopBound()) {
      return Map.of("Authorization", "Bearer " + held.accessToken());
    }
    if (proofs == null) {
      throw new IllegalStateException("a DPoP-bound token is held for " + endpoint + " but DPoP is not enabled");
    }
    return Map.of("Authorization", "DPoP " + held.accessToken(), "DPoP", proofs.proof(method, endpoint,
        held.accessToken()));
  }

  @Override
  public void nonce(URI endpoint, String nonce) {
    if (proofs != null && proofs.nonce(endpoint, nonce)) {
      freshNonces.add(endpoint);
    }
  }

  /** The tokens held for the endpoint's resource, renewed in the background when due. */
  private Optional<Tokens> held(URI endpoint) {
    String resource = resources.get(endpoint);
    if (resource == null) {
      return Optional.empty();
    }
    Optional<Tokens> tokens = store.get(resource);
    tokens.ifPresent(held -> renewIfDue(resource, held));
    return tokens;
  }

  /**
   * Starts getting a new machine token in the background when the held one is close to expiry
   * ({@code refreshAhead}, at most half its lifetime), so that requests never wait for one nor
   * carry an expired one; the held token is sent meanwhile. One renewal per resource at a time.
   */
  private void renewIfDue(String resource, Tokens held) {
    if (machine(held.issuer()) == null || !renewals.start(resource, held)) {
      return;
    }
    try {
      worker.execute(() -> renew(resource, held));
    } catch (RejectedExecutionException closed) {
      renewals.finished(resource, false);
    }
  }

  private void renew(String resource, Tokens held) {
    boolean failed = false;
    try {
      if (store.get(resource).filter(current -> current.accessToken().equals(held.accessToken())).isEmpty()) {
        return; // replaced meanwhile
      }
      AuthorizationServerMetadata server = authorizationServer(resource, held.issuer());
      store(resource, obtain(server, resource, held.scopes()));
    } catch (OAuthException e) {
      failed = true;
      LOG.log(Level.WARNING, "renewing the token for {0} before it expires failed ({1}); trying again in {2} s",
          resource, e.getMessage(), RenewalSchedule.PAUSE_AFTER_FAILURE.toSeconds());
    } finally {
      renewals.finished(resource, failed);
    }
  }

  @Override
  public CompletionStage<Boolean> challenged(URI endpoint, int status, List<String> challenges, int attempt) {
    long seen = generation.get();
    return CompletableFuture.supplyAsync(() -> answer(endpoint, status,
        BearerChallenge.of(challenges, proofs != null), attempt, seen),
        worker);
  }

  /** Stops the authorizer's thread; later challenges fail. */
  @Override
  public void close() {
    worker.shutdownNow();
  }

  private boolean answer(URI endpoint, int status, BearerChallenge challenge, int attempt, long seen) {
    if (status == 401 && "use_dpop_nonce".equals(challenge.error())) {
      // the proof lacked the server's nonce: send again, once per new nonce
      return proofs != null && freshNonces.remove(endpoint);
    }
    if (status == 403 && !"insufficient_scope".equals(challenge.error())) {
      return false; // forbidden for another reason: a new token would not help
    }
    String known = resources.get(endpoint);
    if (status == 401 && known != null && storedAt.getOrDefault(known, -1L) > seen) {
      return true; // another challenge got a token meanwhile: try that one
    }
    if (attempt > maxAuthorizations) {
      LOG.log(Level.WARNING, "gave up authorizing a request to {0} after {1} attempts", endpoint, attempt - 1);
      return false;
    }
    Optional<ResourceMetadata> published = discovery.resource(endpoint, challenge.resourceMetadata());
    ResourceMetadata resource = published.isPresent() ? published.get() : legacyResource(endpoint);
    resources.put(endpoint, resource.resource());
    String issuer = issuer(resource);
    if (status == 401 && attempt > 1 && machine(issuer) != null) {
      LOG.log(Level.WARNING, "{0} refused a token just obtained with client credentials from {1}: not asking again",
          resource.resource(), issuer);
      return false; // a fresh machine token refused: another would be too
    }
    Optional<Tokens> held = store.get(resource.resource());
    if (status == 401 && known == null && held.isPresent() && issuer.equals(held.get().issuer())
        && (held.get().expiresAt() == null || held.get().expiresAt().isAfter(clock.instant()))) {
      return true; // a token kept from before, not sent yet (the endpoint was not known): try it first
    }
    if (held.isPresent() && !issuer.equals(held.get().issuer())) {
      LOG.log(Level.INFO, "{0} now names the authorization server {1}: its tokens from {2} are dropped",
          resource.resource(), issuer, held.get().issuer());
      store.remove(resource.resource());
      held = Optional.empty();
    }
    AuthorizationServerMetadata server = authorizationServer(resource.resource(), issuer);
    if (status == 401 && held.isPresent() && held.get().refreshToken() != null) {
      try {
        store(resource.resource(), refresh(server, resource.resource(), held.get()));
        return true;
      } catch (OAuthException refreshFailed) {
        LOG.log(Level.INFO, "refreshing the token for {0} failed ({1}); authorizing anew", resource.resource(),
            refreshFailed.getMessage());
        store.remove(resource.resource());
      }
    }
    List<String> scopes = scopes(status, challenge, resource, server, held);
    store(resource.resource(), obtain(server, resource.resource(), scopes));
    return true;
  }

  /**
   * A server of the 2025-03-26 revision, which publishes no protected resource metadata: its
   * origin is its authorization server, whose metadata (or default endpoints) is kept for this
   * resource alone.
   */
  private ResourceMetadata legacyResource(URI endpoint) {
    AuthorizationServerMetadata origin = legacyDiscovery.authorizationServer(endpoint);
    LOG.log(Level.INFO, "{0} publishes no protected resource metadata: authorizing at its origin {1} (2025-03-26)",
        endpoint, origin.getIssuer());
    ResourceMetadata resource = LegacyDiscovery.resource(endpoint, origin);
    legacyServers.put(resource.resource(), origin);
    return resource;
  }

  /** The metadata of {@code issuer}: the one kept for a 2025-03-26 {@code resource}, else discovered. */
  private AuthorizationServerMetadata authorizationServer(String resource, String issuer) {
    AuthorizationServerMetadata legacy = legacyServers.get(resource);
    if (legacy != null && legacy.getIssuer().getValue().equals(issuer)) {
      return legacy;
    }
    return discovery.authorizationServer(issuer);
  }

  private void store(String resource, Tokens tokens) {
    store.put(resource, tokens);
    renewals.obtained(resource);
    storedAt.put(resource, generation.incrementAndGet());
  }

  /** The first authorization server the resource names that credentials are given for, else its first. */
  private String issuer(ResourceMetadata resource) {
    for (String issuer : resource.authorizationServers()) {
      if (machine(issuer) != null) {
        return issuer;
      }
    }
    return resource.authorizationServers().get(0);
  }

  /** The machine client configured for {@code issuer}, or null. */
  private MachineClient machine(String issuer) {
    for (MachineClient client : machineClients) {
      if (client.issuers().test(issuer)) {
        return client;
      }
    }
    return null;
  }

  private List<String> scopes(int status, BearerChallenge challenge, ResourceMetadata resource,
      AuthorizationServerMetadata server, Optional<Tokens> held) {
    Set<String> scopes = new LinkedHashSet<>();
    if (status == 403) {
      held.ifPresent(tokens -> scopes.addAll(tokens.scopes())); // step-up keeps what was granted
      scopes.addAll(challenge.scopes());
    } else if (!challenge.scopes().isEmpty()) {
      scopes.addAll(challenge.scopes());
    } else {
      scopes.addAll(resource.scopesSupported());
    }
    boolean interactive = machine(server.getIssuer().getValue()) == null;
    if (interactive && !scopes.isEmpty() && server.getScopes() != null && server.getScopes().contains(OFFLINE_ACCESS)) {
      scopes.add(OFFLINE_ACCESS);
    }
    return new ArrayList<>(scopes);
  }

  private Tokens obtain(AuthorizationServerMetadata server, String resource, List<String> scopes) {
    String issuer = server.getIssuer().getValue();
    MachineClient machine = machine(issuer);
    if (machine != null) {
      ClientCredentials credentials = machine.credentials();
      Registration registration = new Registration(issuer, credentials, Registrar.secretMethod(server, credentials));
      Tokens tokens = tokenEndpoint.request(server, registration, machine.grant(), resource, scopes, true, null);
      LOG.log(Level.DEBUG, "{0} issued a token for {1} to {2} by {3} ({4}), expiring {5}", issuer, resource,
          credentials.clientId(), machine.grantName(), registration.method(),
          tokens.expiresAt() == null ? "(not said)" : tokens.expiresAt());
      return tokens;
    }
    if (codeFlow == null) {
      throw new OAuthException(resource + " needs authorization at " + issuer
          + ", but neither a user agent nor client credentials for that issuer are configured");
    }
    Registration registration = registrar.registration(server, userAgent.redirectUri(), true);
    try {
      return codeFlow.run(server, registration, resource, scopes);
    } catch (OAuthException e) {
      if (e.getMessage().endsWith("refused: invalid_client")) {
        registrar.forget(issuer); // registered anew next time
      }
      throw e;
    }
  }

  private Tokens refresh(AuthorizationServerMetadata server, String resource, Tokens held) {
    String issuer = server.getIssuer().getValue();
    MachineClient machine = machine(issuer);
    Registration registration = machine != null
        ? new Registration(issuer, machine.credentials(), Registrar.secretMethod(server, machine.credentials()))
        : registrar.existing(server, held.clientId());
    return tokenEndpoint.request(server, registration, new RefreshTokenGrant(new RefreshToken(held.refreshToken())),
        resource, held.scopes(), false, held.refreshToken());
  }

  /** Builds an {@link OAuthClientAuthorizer}. */
  public static final class Builder {
    private AuthorizationUserAgent userAgent;
    private TokenStore store = new InMemoryTokenStore();
    private final Map<String, ClientCredentials> clients = new HashMap<>();
    private final List<MachineClient> machineClients = new ArrayList<>();
    private Duration refreshAhead = Duration.ofSeconds(60);
    private URI metadataDocument;
    private String clientName = "mcpgen client";
    private int maxAuthorizations = 3;
    private Duration connectTimeout = Duration.ofSeconds(10);
    private Duration readTimeout = Duration.ofSeconds(30);
    private Clock clock = Clock.systemUTC();
    private boolean dpop;

    private Builder() {}

    /**
     * Whether to ask for DPoP-bound tokens (RFC 9449) at every grant: the authorizer makes an EC
     * P-256 key pair of its own, sends a proof with every token request and every request to the
     * MCP server ({@code Authorization: DPoP ...}), and answers a {@code use_dpop_nonce} refusal
     * once with the server's {@code DPoP-Nonce}. A token the server issues as a bearer token is
     * still sent as one. Default false.
     */
    public Builder dpop(boolean dpop) {
      this.dpop = dpop;
      return this;
    }

    /** How the user authorizes (the authorization code flow); none: only client credentials work. */
    public Builder userAgent(AuthorizationUserAgent userAgent) {
      this.userAgent = Objects.requireNonNull(userAgent, "userAgent");
      return this;
    }

    /** Where tokens are kept; default in memory. */
    public Builder tokenStore(TokenStore store) {
      this.store = Objects.requireNonNull(store, "store");
      return this;
    }

    /**
     * Credentials registered beforehand with the authorization server {@code issuer}, used for
     * the authorization code flow there (and never shown to another server).
     */
    public Builder registeredClient(String issuer, ClientCredentials credentials) {
      clients.put(Objects.requireNonNull(issuer, "issuer"), Objects.requireNonNull(credentials, "credentials"));
      return this;
    }

    /**
     * Machine-to-machine: get tokens from the authorization server {@code issuer} (exactly this
     * issuer identifier) with the client credentials grant, no user involved. The client
     * authenticates with its secret ({@code client_secret_basic}) or its key
     * ({@code private_key_jwt}), as {@code credentials} say.
     */
    public Builder clientCredentials(String issuer, ClientCredentials credentials) {
      Objects.requireNonNull(issuer, "issuer");
      return clientCredentials(issuer::equals, credentials);
    }

    /**
     * Machine-to-machine at every authorization server whose issuer identifier {@code issuers}
     * accepts (first configured first): for deployments whose servers name authorization servers
     * the client cannot list beforehand. The predicate decides who sees the credentials (a secret
     * is sent as is): accept only issuers you trust.
     */
    public Builder clientCredentials(Predicate<String> issuers, ClientCredentials credentials) {
      Objects.requireNonNull(issuers, "issuers");
      if (!credentials.confidential()) {
        throw new IllegalArgumentException("the client credentials grant needs a secret or a signing key");
      }
      machineClients.add(new MachineClient(issuers, credentials, null));
      return this;
    }

    /**
     * Workload identity federation: get tokens from the authorization server {@code issuer} with
     * the JWT bearer grant (RFC 7523), presenting the platform-issued JWT that {@code assertion}
     * gives (fresh for every token request, e.g. {@link WorkloadIdentityTokens#fromFile}). The
     * client authenticates as {@code client} says: usually a public client, its
     * {@code client_id} alone. A refused grant is reported, not retried with another grant.
     */
    public Builder jwtBearer(String issuer, ClientCredentials client, Supplier<String> assertion) {
      Objects.requireNonNull(issuer, "issuer");
      return jwtBearer(issuer::equals, client, assertion);
    }

    /**
     * Workload identity federation at every authorization server whose issuer identifier
     * {@code issuers} accepts (see {@link #jwtBearer(String, ClientCredentials, Supplier)}).
     */
    public Builder jwtBearer(Predicate<String> issuers, ClientCredentials client, Supplier<String> assertion) {
      machineClients.add(new MachineClient(Objects.requireNonNull(issuers, "issuers"),
          Objects.requireNonNull(client, "client"), Objects.requireNonNull(assertion, "assertion")));
      return this;
    }

    /**
     * How long before a machine token expires a new one is fetched in the background (at most half
     * the token's lifetime); default 60 s.
     */
    public Builder refreshAhead(Duration ahead) {
      if (Objects.requireNonNull(ahead, "ahead").isNegative()) {
        throw new IllegalArgumentException("refreshAhead must not be negative");
      }
      this.refreshAhead = ahead;
      return this;
    }

    /**
     * The HTTPS URL of this client's client ID metadata document, used as its {@code client_id} at
     * authorization servers that support them.
     */
    public Builder clientMetadataDocument(URI url) {
      this.metadataDocument = Objects.requireNonNull(url, "url");
      return this;
    }

    /** The {@code client_name} sent in dynamic registration. */
    public Builder clientName(String name) {
      this.clientName = Objects.requireNonNull(name, "name");
      return this;
    }

    /** How many times one message may send the user to authorize (first time plus step-ups); default 3. */
    public Builder maxAuthorizations(int max) {
      if (max < 1 || max > HttpClientAuthorizer.MAX_CHALLENGES) {
        throw new IllegalArgumentException("maxAuthorizations must be 1 to " + HttpClientAuthorizer.MAX_CHALLENGES);
      }
      this.maxAuthorizations = max;
      return this;
    }

    /** Timeouts of the authorizer's own HTTP requests; default 10 s to connect, 30 s to read. */
    public Builder timeouts(Duration connect, Duration read) {
      this.connectTimeout = Objects.requireNonNull(connect, "connect");
      this.readTimeout = Objects.requireNonNull(read, "read");
      return this;
    }

    /** The clock for token expiry; default the system's. */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    public OAuthClientAuthorizer build() {
      return new OAuthClientAuthorizer(this);
    }
  }
}
