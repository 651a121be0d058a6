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

    /** The server's name in serverInfo; default spring.application.name, else "mcpgen-server". */
    private String name;

    /** The server's version in serverInfo. */
    private String version = "0";

    /** Guidance for models, sent in server/discover. */
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

    /** The server's Streamable HTTP endpoint, e.g. https://orders.example.com/mcp. */
    private String url;

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
}
