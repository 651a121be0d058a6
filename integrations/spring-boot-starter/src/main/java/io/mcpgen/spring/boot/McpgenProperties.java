package io.mcpgen.spring.boot;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/** The {@code mcpgen.*} properties: the server endpoint, its requestState keys, and typed clients. */
@ConfigurationProperties(prefix = "mcpgen")
public class McpgenProperties {

  private final Server server = new Server();
  private final RequestState requestState = new RequestState();

  /**
   * Typed clients: mcpgen.clients.<name>.type (the interface) and .url make a bean <name>McpClient,
   * with connect-timeout, round-timeout, call-timeout and max-rounds.
   */
  private final Map<String, Client> clients = new LinkedHashMap<>();

  public Server getServer() {
    return server;
  }

  public RequestState getRequestState() {
    return requestState;
  }

  /** Typed clients by bean name prefix: {@code mcpgen.clients.<name>.*} makes a bean {@code <name>McpClient}. */
  public Map<String, Client> getClients() {
    return clients;
  }

  /** The MCP endpoint served by the application's web server. */
  public static class Server {

    /** Whether to serve the application's @McpServer beans. */
    private boolean enabled = true;

    /** The path of the MCP endpoint on the application's web server. */
    private String path = "/mcp";

    /**
     * The server's name in serverInfo; unset, the served interface's @McpServer name, else
     * spring.application.name, else "mcpgen-server".
     */
    private String name;

    /** The server's version in serverInfo; unset, the served interface's @McpServer version, else "0". */
    private String version;

    /** The server's title in serverInfo; unset, the served interface's @McpServer title. */
    private String title;

    /** Guidance for models, sent in server/discover; unset, the served interface's @McpServer instructions. */
    private String instructions;

    /** The most rounds one request may take, the first included. */
    private int maxRounds = 10;

    /** Host names clients may send in Host besides the connection's address (and localhost on loopback). */
    private List<String> allowedHosts = new ArrayList<>();

    /** Accept any Host header: only when a proxy in front checks it. */
    private boolean allowAnyHost;

    /** Browser origins allowed besides localhost origins on loopback. */
    private List<String> allowedOrigins = new ArrayList<>();

    /** The largest request body accepted (413 beyond). */
    private DataSize maxBodySize = DataSize.ofMegabytes(4);

    /**
     * What requests in flight and their unwritten replies may hold together (503 beyond); unset,
     * a quarter of the maximum heap.
     */
    private DataSize memoryBudget;

    /** How long a request body may take to arrive. */
    private Duration bodyReadTimeout = Duration.ofSeconds(30);

    /** How long one request may run before it is cancelled. */
    private Duration requestTimeout = Duration.ofMinutes(10);

    /** How often a running request's response gets an SSE keep-alive comment. */
    private Duration keepAliveInterval = Duration.ofSeconds(15);

    private final LegacySessions legacySessions = new LegacySessions();

    private final Stdio stdio = new Stdio();

    /**
     * Spring Security authorities a caller needs for a tool, by tool name (any one of them
     * suffices), e.g. mcpgen.server.tool-authorities.refund=ROLE_CLERK,SCOPE_orders.refund; a
     * tools/call of a listed tool without one gets HTTP 403. Tools not listed are left to the
     * security filter chain.
     */
    private Map<String, List<String>> toolAuthorities = new LinkedHashMap<>();

    /**
     * How often a running request's open event stream is probed on a servlet container, which
     * learns of a client that left only from a failed write.
     */
    private Duration closeProbeInterval = Duration.ofSeconds(1);

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public String getPath() {
      return path;
    }

    public void setPath(String path) {
      this.path = path;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public String getVersion() {
      return version;
    }

    public void setVersion(String version) {
      this.version = version;
    }

    public String getTitle() {
      return title;
    }

    public void setTitle(String title) {
      this.title = title;
    }

    public String getInstructions() {
      return instructions;
    }

    public void setInstructions(String instructions) {
      this.instructions = instructions;
    }

    public int getMaxRounds() {
      return maxRounds;
    }

    public void setMaxRounds(int maxRounds) {
      this.maxRounds = maxRounds;
    }

    public List<String> getAllowedHosts() {
      return allowedHosts;
    }

    public void setAllowedHosts(List<String> allowedHosts) {
      this.allowedHosts = allowedHosts;
    }

    public boolean isAllowAnyHost() {
      return allowAnyHost;
    }

    public void setAllowAnyHost(boolean allowAnyHost) {
      this.allowAnyHost = allowAnyHost;
    }

    public List<String> getAllowedOrigins() {
      return allowedOrigins;
    }

    public void setAllowedOrigins(List<String> allowedOrigins) {
      this.allowedOrigins = allowedOrigins;
    }

    public DataSize getMaxBodySize() {
      return maxBodySize;
    }

    public void setMaxBodySize(DataSize maxBodySize) {
      this.maxBodySize = maxBodySize;
    }

    public DataSize getMemoryBudget() {
      return memoryBudget;
    }

    public void setMemoryBudget(DataSize memoryBudget) {
      this.memoryBudget = memoryBudget;
    }

    public Duration getBodyReadTimeout() {
      return bodyReadTimeout;
    }

    public void setBodyReadTimeout(Duration bodyReadTimeout) {
      this.bodyReadTimeout = bodyReadTimeout;
    }

    public Duration getRequestTimeout() {
      return requestTimeout;
    }

    public void setRequestTimeout(Duration requestTimeout) {
      this.requestTimeout = requestTimeout;
    }

    public Duration getKeepAliveInterval() {
      return keepAliveInterval;
    }

    public void setKeepAliveInterval(Duration keepAliveInterval) {
      this.keepAliveInterval = keepAliveInterval;
    }

    public Duration getCloseProbeInterval() {
      return closeProbeInterval;
    }

    public void setCloseProbeInterval(Duration closeProbeInterval) {
      this.closeProbeInterval = closeProbeInterval;
    }

    /** The 2025-era sessions the endpoint opens for {@code initialize} (with mcpgen-legacy). */
    public LegacySessions getLegacySessions() {
      return legacySessions;
    }

    public Map<String, List<String>> getToolAuthorities() {
      return toolAuthorities;
    }

    public void setToolAuthorities(Map<String, List<String>> toolAuthorities) {
      this.toolAuthorities = toolAuthorities;
    }

    /** Serving over standard input and output. */
    public Stdio getStdio() {
      return stdio;
    }
  }

  /** Serving the same beans over stdio, for hosts that start the application as a child process. */
  public static class Stdio {

    /**
     * Whether to serve over standard input and output; standard output then carries protocol
     * messages only (the banner and console logs go to standard error) and, unless
     * spring.main.web-application-type says otherwise, no web server starts.
     */
    private boolean enabled;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }
  }

  /** The 2025-era sessions served beside the stateless 2026-07-28 protocol. */
  public static class LegacySessions {

    /** Whether an initialize opens a 2025-era session; false answers as a 2026-07-28-only server. */
    private boolean enabled = true;

    /** The most 2025-era sessions open at once. */
    private int maxSessions = 1000;

    /** The most sessions one principal (an anonymous client: its address) holds at once. */
    private int maxPerPrincipal = 32;

    /** How long a session may go without a request before it ends. */
    private Duration idleTimeout = Duration.ofMinutes(30);

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public int getMaxSessions() {
      return maxSessions;
    }

    public void setMaxSessions(int maxSessions) {
      this.maxSessions = maxSessions;
    }

    public int getMaxPerPrincipal() {
      return maxPerPrincipal;
    }

    public void setMaxPerPrincipal(int maxPerPrincipal) {
      this.maxPerPrincipal = maxPerPrincipal;
    }

    public Duration getIdleTimeout() {
      return idleTimeout;
    }

    public void setIdleTimeout(Duration idleTimeout) {
      this.idleTimeout = idleTimeout;
    }
  }

  /** The keys and claims of requestState, the token that carries a call between rounds. */
  public static class RequestState {

    /**
     * The key ring: key id to secret, base64 (standard or URL alphabet) of at least 32 random
     * bytes, e.g. from "openssl rand -base64 32". Every replica that may serve a retry needs the
     * same keys. Required unless the application has a KeyRingSource bean (a KeyRing, a KeyRingFile).
     */
    private Map<String, String> keys = new LinkedHashMap<>();

    /** The id of the key that mints; default the first key. */
    private String activeKey;

    /** How long a token is accepted after it is minted. */
    private Duration ttl = Duration.ofSeconds(600);

    /** The audience bound into every token; default the server's name. */
    private String audience;

    /** Refuse anonymous callers' tokens (for servers where every request is authenticated). */
    private boolean requirePrincipal;

    public Map<String, String> getKeys() {
      return keys;
    }

    public void setKeys(Map<String, String> keys) {
      this.keys = keys;
    }

    public String getActiveKey() {
      return activeKey;
    }

    public void setActiveKey(String activeKey) {
      this.activeKey = activeKey;
    }

    public Duration getTtl() {
      return ttl;
    }

    public void setTtl(Duration ttl) {
      this.ttl = ttl;
    }

    public String getAudience() {
      return audience;
    }

    public void setAudience(String audience) {
      this.audience = audience;
    }

    public boolean isRequirePrincipal() {
      return requirePrincipal;
    }

    public void setRequirePrincipal(boolean requirePrincipal) {
      this.requirePrincipal = requirePrincipal;
    }
  }

  /** A typed client of a remote MCP server. */
  public static class Client {

    /** The @McpServer or @McpClient interface the client calls, fully qualified. */
    private String type;

    /** The server's Streamable HTTP endpoint, e.g. https://orders.example.com/mcp; or set command. */
    private String url;

    /** OAuth for a server over HTTP, without a user: client credentials or a workload identity. */
    private final ClientOAuth oauth = new ClientOAuth();

    /** Headers sent with every HTTP request to url (never the MCP headers), e.g. an API key. */
    private Map<String, String> headers = new LinkedHashMap<>();

    /**
     * Calls this application's own @McpServer beans in memory, without a network (the same
     * engine the endpoint serves), e.g. in a @SpringBootTest; instead of url or command.
     */
    private boolean inMemory;

    /** A local server to start and speak to over stdio: the program and its arguments; or set url. */
    private List<String> command = new ArrayList<>();

    /** Variables added to the environment the command inherits. */
    private Map<String, String> env = new LinkedHashMap<>();

    /** The command's working directory; unset, this process's. */
    private String directory;

    /**
     * The protocol versions spoken, preferred first; unset, 2026-07-28 only. Add 2025-11-25 to also
     * speak to 2025-era servers (with mcpgen-legacy on the class path, as the starter has it).
     */
    private List<String> supportedVersions = new ArrayList<>();

    /** How long connecting may take. */
    private Duration connectTimeout = Duration.ofSeconds(10);

    /** How long one round (one request) may take. */
    private Duration roundTimeout = Duration.ofSeconds(600);

    /** How long a whole call may take, every round included; no limit when unset. */
    private Duration callTimeout;

    /** The most rounds a call may take. */
    private int maxRounds = 10;

    public String getType() {
      return type;
    }

    public void setType(String type) {
      this.type = type;
    }

    public String getUrl() {
      return url;
    }

    public void setUrl(String url) {
      this.url = url;
    }

    public ClientOAuth getOauth() {
      return oauth;
    }

    public boolean isInMemory() {
      return inMemory;
    }

    public void setInMemory(boolean inMemory) {
      this.inMemory = inMemory;
    }

    public Map<String, String> getHeaders() {
      return headers;
    }

    public void setHeaders(Map<String, String> headers) {
      this.headers = headers;
    }

    public List<String> getCommand() {
      return command;
    }

    public void setCommand(List<String> command) {
      this.command = command;
    }

    public Map<String, String> getEnv() {
      return env;
    }

    public void setEnv(Map<String, String> env) {
      this.env = env;
    }

    public String getDirectory() {
      return directory;
    }

    public void setDirectory(String directory) {
      this.directory = directory;
    }

    public List<String> getSupportedVersions() {
      return supportedVersions;
    }

    public void setSupportedVersions(List<String> supportedVersions) {
      this.supportedVersions = supportedVersions;
    }

    public Duration getConnectTimeout() {
      return connectTimeout;
    }

    public void setConnectTimeout(Duration connectTimeout) {
      this.connectTimeout = connectTimeout;
    }

    public Duration getRoundTimeout() {
      return roundTimeout;
    }

    public void setRoundTimeout(Duration roundTimeout) {
      this.roundTimeout = roundTimeout;
    }

    public Duration getCallTimeout() {
      return callTimeout;
    }

    public void setCallTimeout(Duration callTimeout) {
      this.callTimeout = callTimeout;
    }

    public int getMaxRounds() {
      return maxRounds;
    }

    public void setMaxRounds(int maxRounds) {
      this.maxRounds = maxRounds;
    }
  }

  /**
   * How a client bean authorizes itself at an OAuth-protected server with no user present: the
   * client credentials grant with a secret (client_secret_basic) or a private key
   * (private_key_jwt), or a platform-issued JWT presented as a JWT bearer grant (workload identity
   * federation). Needs io.mcpgen:mcpgen-oauth on the class path.
   */
  public static class ClientOAuth {

    /** The authorization server's issuer identifier, exactly as its metadata gives it. */
    private String issuer;

    /** The client's id at that authorization server. */
    private String clientId;

    /** The client's secret (client_secret_basic); or set private-key or assertion-file. */
    private String clientSecret;

    /** A file holding the client's private key, PKCS #8 PEM or a JWK (.json), for private_key_jwt. */
    private String privateKey;

    /** A file holding a platform-issued JWT (re-read for every token), for the JWT bearer grant. */
    private String assertionFile;

    /**
     * Whether to ask for DPoP-bound tokens (RFC 9449): a key pair of the client's own, a proof with
     * every token request and every request to the server.
     */
    private boolean dpop;

    /** Whether any of the above is set. */
    boolean isConfigured() {
      return issuer != null || clientId != null || clientSecret != null || privateKey != null || assertionFile != null;
    }

    public String getIssuer() {
      return issuer;
    }

    public void setIssuer(String issuer) {
      this.issuer = issuer;
    }

    public String getClientId() {
      return clientId;
    }

    public void setClientId(String clientId) {
      this.clientId = clientId;
    }

    public String getClientSecret() {
      return clientSecret;
    }

    public void setClientSecret(String clientSecret) {
      this.clientSecret = clientSecret;
    }

    public String getPrivateKey() {
      return privateKey;
    }

    public void setPrivateKey(String privateKey) {
      this.privateKey = privateKey;
    }

    public String getAssertionFile() {
      return assertionFile;
    }

    public void setAssertionFile(String assertionFile) {
      this.assertionFile = assertionFile;
    }

    public boolean isDpop() {
      return dpop;
    }

    public void setDpop(boolean dpop) {
      this.dpop = dpop;
    }
  }
}
