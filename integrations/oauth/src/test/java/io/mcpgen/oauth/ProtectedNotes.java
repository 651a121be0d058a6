package io.mcpgen.oauth;

import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.oauth.server.JwtAccessTokenValidator;
import io.mcpgen.oauth.server.ProtectedResource;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.http.server.AuthenticatedCaller;
import io.mcpgen.runtime.transport.http.server.AuthenticationException;
import io.mcpgen.runtime.transport.http.server.HttpAuthenticator;
import io.mcpgen.runtime.transport.http.server.RequestHeaders;
import io.mcpgen.runtime.transport.http.server.StreamableHttpSettings;
import java.io.IOException;
import java.net.URI;
import java.security.SecureRandom;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The notes server on Jetty (ephemeral port) as a protected resource of {@link AuthorizationServer}:
 * its resource identifier is its endpoint URL, known once it listens, so the authenticator and the
 * metadata document read the {@link ProtectedResource} built right after the start.
 */
final class ProtectedNotes implements AutoCloseable {

  private final AtomicReference<ProtectedResource> resource = new AtomicReference<>();
  private final JettyMcpServer server;

  ProtectedNotes(AuthorizationServer as, Consumer<ProtectedResource.Builder> configuration) throws IOException {
    byte[] key = new byte[32];
    new SecureRandom().nextBytes(key);
    server = JettyMcpServer.builder(NotesMcpServer.builder(new NotesService())
            .requestState(RequestStateCodec.builder().audience("notes").key("k1", key).build())
            .build())
        .settings(StreamableHttpSettings.builder().authenticator(new HttpAuthenticator() {
          @Override
          public String authenticate(RequestHeaders headers) throws AuthenticationException {
            return resource.get().authenticate(headers);
          }

          @Override
          public AuthenticatedCaller admit(RequestHeaders headers) throws AuthenticationException {
            return resource.get().admit(headers); // its caller checks the tool scopes after parsing
          }

          @Override
          public AuthenticatedCaller admit(String method, RequestHeaders headers) throws AuthenticationException {
            return resource.get().admit(method, headers);
          }
        }).build())
        .document("/.well-known/oauth-protected-resource/mcp", () -> resource.get().metadataDocument())
        .start();
    String id = server.endpointUri().toString();
    ProtectedResource.Builder builder = ProtectedResource.builder(id)
        .authorizationServer(as.issuer())
        .validator(JwtAccessTokenValidator.builder(as.issuer(), as.jwks(), id).build());
    configuration.accept(builder);
    resource.set(builder.build());
  }

  URI endpoint() {
    return server.endpointUri();
  }

  String resource() {
    return resource.get().resource();
  }

  ProtectedResource protectedResource() {
    return resource.get();
  }

  @Override
  public void close() {
    server.close();
  }
}
