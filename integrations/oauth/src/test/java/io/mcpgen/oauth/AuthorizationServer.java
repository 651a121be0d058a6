package io.mcpgen.oauth;

import com.nimbusds.oauth2.sdk.TokenRequest;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import com.nimbusds.oauth2.sdk.util.URLUtils;
import okhttp3.mockwebserver.RecordedRequest;
import no.nav.security.mock.oauth2.MockOAuth2Server;
import no.nav.security.mock.oauth2.OAuth2Config;
import no.nav.security.mock.oauth2.token.OAuth2TokenCallback;
import no.nav.security.mock.oauth2.token.OAuth2TokenProvider;

/**
 * A real OAuth 2.1 / OpenID authorization server for the tests (mock-oauth2-server, on an ephemeral
 * port), issuing JWTs whose audience is the {@code resource} the token request names (RFC 8707) and
 * whose scope is what the test grants; it records every token request it answers.
 */
final class AuthorizationServer implements AutoCloseable {

  static final String ISSUER_ID = "mcp-as";

  private final MockOAuth2Server server;
  private final Issuing issuing = new Issuing();
  private final List<String[]> seen = new ArrayList<>(); // path, body, Authorization header

  AuthorizationServer() {
    server = new MockOAuth2Server(new OAuth2Config(false, null, null, false, new OAuth2TokenProvider(),
        Set.of(issuing)));
    server.start();
  }

  /** The issuer identifier, as its metadata names it. */
  String issuer() {
    return server.issuerUrl(ISSUER_ID).toString();
  }

  /** A token signed by this server, made by {@code callback} (for raw requests). */
  String issueToken(OAuth2TokenCallback callback) {
    return server.issueToken(ISSUER_ID, "raw-client", callback).serialize();
  }

  URI jwks() {
    return URI.create(server.jwksUrl(ISSUER_ID).toString());
  }

  /** The next tokens speak for {@code subject}, with these scopes, living {@code seconds}. */
  void grant(String subject, String scopes, long seconds) {
    synchronized (issuing) {
      issuing.subject = subject;
      issuing.scopes = scopes;
      issuing.lifetime = seconds;
      issuing.audience = null;
    }
  }

  /** The next tokens are for {@code audience}, whatever resource is asked for (a misissued token). */
  void misissueFor(String audience) {
    synchronized (issuing) {
      issuing.audience = audience;
    }
  }

  /** The token requests received so far (and not yet returned), as their form parameters. */
  List<Map<String, List<String>>> tokenRequests() {
    drain();
    synchronized (seen) {
      List<Map<String, List<String>>> forms = new ArrayList<>();
      for (String[] request : seen) {
        if (request[0].startsWith("/" + ISSUER_ID + "/token")) {
          forms.add(URLUtils.parseParameters(request[1]));
        }
      }
      return forms;
    }
  }

  /** The {@code Authorization} header of each token request so far (null where none was sent). */
  List<String> tokenRequestAuthorizations() {
    drain();
    synchronized (seen) {
      List<String> headers = new ArrayList<>();
      for (String[] request : seen) {
        if (request[0].startsWith("/" + ISSUER_ID + "/token")) {
          headers.add(request[2]);
        }
      }
      return headers;
    }
  }

  /** How many introspection requests it has answered so far. */
  int introspections() {
    drain();
    synchronized (seen) {
      return (int) seen.stream().filter(request -> request[0].startsWith("/" + ISSUER_ID + "/introspect")).count();
    }
  }

  /** The query parameters of the authorization requests received so far. */
  List<Map<String, List<String>>> authorizationRequests() {
    drain();
    synchronized (seen) {
      List<Map<String, List<String>>> queries = new ArrayList<>();
      for (String[] request : seen) {
        if (request[0].startsWith("/" + ISSUER_ID + "/authorize")) {
          queries.add(URLUtils.parseParameters(URI.create(request[0]).getRawQuery()));
        }
      }
      return queries;
    }
  }

  private void drain() {
    synchronized (seen) {
      while (true) {
        RecordedRequest request;
        try {
          request = server.takeRequest(1, TimeUnit.MILLISECONDS);
        } catch (RuntimeException empty) { // how it says the queue is empty
          return;
        }
        seen.add(new String[] {request.getPath() == null ? "" : request.getPath(), request.getBody().readUtf8(),
            request.getHeader("Authorization")});
      }
    }
  }

  /** The grant types of the token requests so far, in order. */
  List<String> grantTypes() {
    List<String> types = new ArrayList<>();
    for (Map<String, List<String>> request : tokenRequests()) {
      types.add(request.get("grant_type").get(0));
    }
    return types;
  }

  @Override
  public void close() {
    server.shutdown();
  }

  /** The token callback: audience from the request's resource, scope and subject as granted. */
  private static final class Issuing implements OAuth2TokenCallback {
    private String subject = "alice";
    private String scopes = "";
    private long lifetime = 3600;
    private String audience;

    @Override
    public String issuerId() {
      return ISSUER_ID;
    }

    @Override
    public synchronized String subject(TokenRequest request) {
      return subject;
    }

    @Override
    public String typeHeader(TokenRequest request) {
      return "JWT";
    }

    @Override
    public synchronized List<String> audience(TokenRequest request) {
      if (audience != null) {
        return List.of(audience);
      }
      List<String> resources = new ArrayList<>();
      if (request.getResources() != null) {
        request.getResources().forEach(resource -> resources.add(resource.toString()));
      }
      return resources.isEmpty() ? List.of("no-resource-asked") : resources;
    }

    @Override
    public synchronized Map<String, Object> addClaims(TokenRequest request) {
      return Map.of("scope", scopes);
    }

    @Override
    public synchronized long tokenExpiry() {
      return lifetime;
    }
  }
}
