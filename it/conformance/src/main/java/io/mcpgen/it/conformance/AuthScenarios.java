package io.mcpgen.it.conformance;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.json.JsonValue;
import io.mcpgen.oauth.client.ClientAssertionKey;
import io.mcpgen.oauth.client.ClientCredentials;
import io.mcpgen.oauth.client.OAuthClientAuthorizer;
import io.mcpgen.oauth.client.RedirectReadingUserAgent;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.net.URI;
import java.time.Duration;
import java.util.Map;

/**
 * The {@code auth/*} client scenarios: the untyped client behind {@code mcpgen-oauth}'s
 * authorizer lists the tools and calls the first one. The suite's authorization servers consent at
 * once, so the user agent reads their redirect instead of showing a browser. The scenario's
 * {@code MCP_CONFORMANCE_CONTEXT} may carry pre-registered credentials ({@code client_id},
 * {@code client_secret}, {@code issuer}). The {@code auth/client-credentials-*} scenarios run
 * without a user agent: the context's {@code client_id} with its {@code client_secret}
 * ({@code client_secret_basic}) or its {@code private_key_pem} and {@code signing_algorithm}
 * ({@code private_key_jwt}), for the suite's authorization server on this machine; so does
 * {@code auth/wif-jwt-bearer}, presenting the context's {@code valid_jwt} as a JWT bearer grant.
 * The {@code auth/dpop*} scenarios ask for DPoP-bound tokens (the authorization code flow with a
 * proof per request).
 */
final class AuthScenarios {

  static final String CONTEXT = "MCP_CONFORMANCE_CONTEXT";
  /** The workload identity federation scenario: its context's {@code valid_jwt} is the platform's token. */
  static final String WORKLOAD_IDENTITY = "auth/wif-jwt-bearer";
  /** The prefix of the machine-to-machine scenarios. */
  static final String CLIENT_CREDENTIALS = "auth/client-credentials-";
  /** The prefix of the DPoP scenarios ({@code auth/dpop}, {@code auth/dpop-nonce}). */
  static final String DPOP = "auth/dpop";
  /** The client ID metadata document URL the {@code auth/basic-cimd} scenario expects. */
  static final URI METADATA_DOCUMENT = URI.create("https://conformance-test.local/client-metadata.json");

  private AuthScenarios() {}

  static int run(URI url, Map<String, String> environment) {
    JsonObject context = context(environment.get(CONTEXT));
    String clientId = text(context, "client_id");
    String secret = text(context, "client_secret");
    String issuer = text(context, "issuer");
    OAuthClientAuthorizer.Builder oauth = OAuthClientAuthorizer.builder();
    String scenario = environment.getOrDefault(ConformanceClient.SCENARIO, "");
    oauth.dpop(scenario.startsWith(DPOP));
    if (scenario.equals(WORKLOAD_IDENTITY) && clientId != null && text(context, "valid_jwt") != null) {
      String platformToken = text(context, "valid_jwt");
      oauth.jwtBearer(AuthScenarios::onThisMachine, new ClientCredentials(clientId, null), () -> platformToken);
    } else if (scenario.startsWith(CLIENT_CREDENTIALS) && clientId != null) {
      String pem = text(context, "private_key_pem");
      String algorithm = text(context, "signing_algorithm");
      ClientCredentials machine = pem == null ? new ClientCredentials(clientId, secret)
          : ClientCredentials.privateKeyJwt(clientId, algorithm == null ? ClientAssertionKey.fromPem(pem)
              : ClientAssertionKey.fromPem(pem).withAlgorithm(algorithm));
      oauth.clientCredentials(AuthScenarios::onThisMachine, machine);
    } else {
      oauth.userAgent(new RedirectReadingUserAgent(URI.create("http://127.0.0.1:8765/callback")))
          .clientName("mcpgen-conformance-client")
          .clientMetadataDocument(METADATA_DOCUMENT);
      if (clientId != null && issuer != null) {
        oauth.registeredClient(issuer, new ClientCredentials(clientId, secret));
      }
    }
    try (OAuthClientAuthorizer authorizer = oauth.build();
        StreamableHttpClientTransport transport = StreamableHttpClientTransport.builder(url).authorizer(authorizer).build();
        McpClientEngine client = McpClientEngine.builder(transport)
            .clientInfo("mcpgen-conformance-client", "1.0.0")
            .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(30)).build())
            .supportedVersions(ScenarioCalls.versions.toArray(String[]::new))
            .build()) {
      ScenarioCalls.everyTool(client);
      return 0;
    } catch (RuntimeException e) {
      System.err.println("the scenario's calls failed: " + e);
      return 1;
    }
  }

  /** The suite's authorization servers listen on this machine: only they see the credentials. */
  private static boolean onThisMachine(String issuer) {
    String host = URI.create(issuer).getHost();
    return "localhost".equals(host) || "127.0.0.1".equals(host);
  }

  private static JsonObject context(String json) {
    if (json == null || json.isBlank()) {
      return JsonObject.empty();
    }
    JsonValue value = Json.parse(json);
    return value instanceof JsonObject ? (JsonObject) value : JsonObject.empty();
  }

  private static String text(JsonObject context, String name) {
    JsonValue value = context.get(name);
    return value instanceof JsonString ? value.asString() : null;
  }
}
