package io.mcpgen.spring.boot;

import io.mcpgen.oauth.client.ClientAssertionKey;
import io.mcpgen.oauth.client.ClientCredentials;
import io.mcpgen.oauth.client.OAuthClientAuthorizer;
import io.mcpgen.oauth.client.WorkloadIdentityTokens;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The OAuth authorizer of a client bean from {@code mcpgen.clients.<name>.oauth.*}. The only class
 * of the starter that uses {@code mcpgen-oauth}: loaded only when such properties are set (and the
 * module was found), so the module stays optional.
 */
final class OAuthClientAuthorizers {

  private OAuthClientAuthorizers() {}

  /** Checks the properties, before any bean is made: exactly one way to authenticate, and its parts. */
  static void check(String prefix, McpgenProperties.ClientOAuth oauth) {
    if (blank(oauth.getIssuer())) {
      throw new McpgenConfigurationException(prefix + "issuer is not set",
          "Set it to the authorization server's issuer identifier, as its metadata gives it");
    }
    if (blank(oauth.getClientId())) {
      throw new McpgenConfigurationException(prefix + "client-id is not set",
          "Set it to the client's id at " + oauth.getIssuer());
    }
    int ways = (blank(oauth.getClientSecret()) ? 0 : 1) + (blank(oauth.getPrivateKey()) ? 0 : 1)
        + (blank(oauth.getAssertionFile()) ? 0 : 1);
    if (ways != 1) {
      throw new McpgenConfigurationException(prefix + "client-secret, private-key and assertion-file: "
          + (ways == 0 ? "none is set" : "more than one is set"), "Set exactly one: client-secret for "
          + "client_secret_basic, private-key (a PEM or JWK file) for private_key_jwt, assertion-file (a "
          + "platform-issued JWT) for the JWT bearer grant");
    }
  }

  /** The authorizer the properties describe (closed with the context). */
  static OAuthClientAuthorizer build(String prefix, McpgenProperties.ClientOAuth oauth) {
    OAuthClientAuthorizer.Builder builder = OAuthClientAuthorizer.builder().dpop(oauth.isDpop());
    String issuer = oauth.getIssuer();
    if (!blank(oauth.getClientSecret())) {
      builder.clientCredentials(issuer, new ClientCredentials(oauth.getClientId(), oauth.getClientSecret()));
    } else if (!blank(oauth.getPrivateKey())) {
      builder.clientCredentials(issuer, ClientCredentials.privateKeyJwt(oauth.getClientId(),
          key(prefix + "private-key", Path.of(oauth.getPrivateKey()))));
    } else {
      Path assertion = Path.of(oauth.getAssertionFile());
      if (!Files.isReadable(assertion)) {
        throw new McpgenConfigurationException(prefix + "assertion-file " + assertion + " cannot be read",
            "Point it at the file the platform writes its identity token to");
      }
      builder.jwtBearer(issuer, new ClientCredentials(oauth.getClientId(), null),
          WorkloadIdentityTokens.fromFile(assertion));
    }
    return builder.build();
  }

  private static ClientAssertionKey key(String property, Path file) {
    try {
      return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json")
          ? ClientAssertionKey.fromJwkFile(file) : ClientAssertionKey.fromPemFile(file);
    } catch (IOException unreadable) {
      throw new McpgenConfigurationException(property + " " + file + " cannot be read (" + unreadable.getMessage() + ")",
          "Point it at the client's private key, PKCS #8 PEM or a JWK (.json)", unreadable);
    } catch (RuntimeException notAKey) {
      // The key's content is a secret: the file is named, never shown.
      throw new McpgenConfigurationException(property + " " + file + " holds no usable private key",
          "Give a PKCS #8 PEM (BEGIN PRIVATE KEY) or a JWK with its private part", notAKey);
    }
  }

  private static boolean blank(String value) {
    return value == null || value.isBlank();
  }
}
