package io.mcpgen.oauth.client;

import com.nimbusds.oauth2.sdk.ClientCredentialsGrant;
import com.nimbusds.oauth2.sdk.RefreshTokenGrant;
import com.nimbusds.oauth2.sdk.as.AuthorizationServerMetadata;
import com.nimbusds.oauth2.sdk.token.RefreshToken;
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
import java.util.concurrent.atomic.AtomicLong;

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
 * <p>The authorization work runs on one thread of its own, one challenge at a time; the round
 * timeout of the calls (the client's {@code CallOptions}) must leave the user time to log in.
 */
public final class OAuthClientAuthorizer implements HttpClientAuthorizer, AutoCloseable {

  private static final System.Logger LOG = System.getLogger(OAuthClientAuthorizer.class.getName());
  private static final String OFFLINE_ACCESS = "offline_access";

  private final Discovery discovery;
  private final Registrar registrar;
  private final TokenEndpoint tokenEndpoint;
  private final AuthorizationUserAgent userAgent;
  private final AuthorizationCodeFlow codeFlow;
  private final Map<String, ClientCredentials> machineCredentials;
  private final TokenStore store;
  private final int maxAuthorizations;
  private final Clock clock;
  private final ExecutorService worker;
  /** The resource identifier of each endpoint, once its metadata has been read. */
  private final Map<URI, String> resources = new ConcurrentHashMap<>();
  /** Bumped whenever a token is stored: a challenge older than the newest token is answered with a retry. */
  private final AtomicLong generation = new AtomicLong();
  private final Map<String, Long> storedAt = new ConcurrentHashMap<>();

  private OAuthClientAuthorizer(Builder builder) {
    HttpSettings http = new HttpSettings(builder.connectTimeout, builder.readTimeout);
    this.discovery = new Discovery(http);
    this.registrar = new Registrar(http, builder.clients, builder.metadataDocument, builder.clientName);
    this.tokenEndpoint = new TokenEndpoint(http, builder.clock);
    this.userAgent = builder.userAgent;
    this.codeFlow = builder.userAgent == null ? null : new AuthorizationCodeFlow(builder.userAgent, tokenEndpoint);
    this.machineCredentials = Map.copyOf(builder.machineCredentials);
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
    String resource = resources.get(endpoint);
    if (resource == null) {
      return null;
    }
    return store.get(resource).map(tokens -> "Bearer " + tokens.accessToken()).orElse(null);
  }

  @Override
  public CompletionStage<Boolean> challenged(URI endpoint, int status, List<String> challenges, int attempt) {
    long seen = generation.get();
    return CompletableFuture.supplyAsync(() -> answer(endpoint, status, BearerChallenge.of(challenges), attempt, seen),
        worker);
  }

  /** Stops the authorizer's thread; later challenges fail. */
  @Override
  public void close() {
    worker.shutdownNow();
  }

  private boolean answer(URI endpoint, int status, BearerChallenge challenge, int attempt, long seen) {
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
    ResourceMetadata resource = discovery.resource(endpoint, challenge.resourceMetadata());
    resources.put(endpoint, resource.resource());
    String issuer = issuer(resource);
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
    AuthorizationServerMetadata server = discovery.authorizationServer(issuer);
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

  private void store(String resource, Tokens tokens) {
    store.put(resource, tokens);
    storedAt.put(resource, generation.incrementAndGet());
  }

  /** The first authorization server the resource names that credentials are given for, else its first. */
  private String issuer(ResourceMetadata resource) {
    for (String issuer : resource.authorizationServers()) {
      if (machineCredentials.containsKey(issuer)) {
        return issuer;
      }
    }
    return resource.authorizationServers().get(0);
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
    boolean interactive = !machineCredentials.containsKey(server.getIssuer().getValue());
    if (interactive && !scopes.isEmpty() && server.getScopes() != null && server.getScopes().contains(OFFLINE_ACCESS)) {
      scopes.add(OFFLINE_ACCESS);
    }
    return new ArrayList<>(scopes);
  }

  private Tokens obtain(AuthorizationServerMetadata server, String resource, List<String> scopes) {
    String issuer = server.getIssuer().getValue();
    ClientCredentials machine = machineCredentials.get(issuer);
    if (machine != null) {
      Registration registration = new Registration(issuer, machine, Registrar.secretMethod(server, machine));
      return tokenEndpoint.request(server, registration, new ClientCredentialsGrant(), resource, scopes, true, null);
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
    ClientCredentials machine = machineCredentials.get(issuer);
    Registration registration = machine != null
        ? new Registration(issuer, machine, Registrar.secretMethod(server, machine))
        : registrar.existing(server, held.clientId());
    return tokenEndpoint.request(server, registration, new RefreshTokenGrant(new RefreshToken(held.refreshToken())),
        resource, held.scopes(), false, held.refreshToken());
  }

  /** Builds an {@link OAuthClientAuthorizer}. */
  public static final class Builder {
    private AuthorizationUserAgent userAgent;
    private TokenStore store = new InMemoryTokenStore();
    private final Map<String, ClientCredentials> clients = new HashMap<>();
    private final Map<String, ClientCredentials> machineCredentials = new HashMap<>();
    private URI metadataDocument;
    private String clientName = "mcpgen client";
    private int maxAuthorizations = 3;
    private Duration connectTimeout = Duration.ofSeconds(10);
    private Duration readTimeout = Duration.ofSeconds(30);
    private Clock clock = Clock.systemUTC();

    private Builder() {}

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
     * Machine-to-machine: get tokens from {@code issuer} with the client credentials grant, no user
     * involved.
     */
    public Builder clientCredentials(String issuer, ClientCredentials credentials) {
      Objects.requireNonNull(credentials.clientSecret(), "the client credentials grant needs a secret");
      machineCredentials.put(Objects.requireNonNull(issuer, "issuer"), credentials);
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
