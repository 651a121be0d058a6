/**
 * MCP authorization on the client side, on the Nimbus OAuth 2.0 SDK:
 * {@link io.mcpgen.oauth.client.OAuthClientAuthorizer} is the HTTP client transport's
 * {@code HttpClientAuthorizer}. On a {@code 401} it discovers the protected resource and
 * authorization server metadata, gets the client known there (pre-registered credentials, a client
 * ID metadata document, or dynamic registration) and obtains a token (refresh, client credentials,
 * or authorization code with PKCE); on a {@code 403} it steps up the scopes. The user's part goes
 * through an {@link io.mcpgen.oauth.client.AuthorizationUserAgent}, and tokens are kept per
 * resource in a {@link io.mcpgen.oauth.client.TokenStore}.
 */
package io.mcpgen.oauth.client;
