/**
 * MCP authorization on the server side, on the Nimbus OAuth 2.0 SDK:
 * {@link io.mcpgen.oauth.server.ProtectedResource} makes an MCP server an OAuth protected resource,
 * giving its Streamable HTTP settings an {@code HttpAuthenticator} (401 with a
 * {@code resource_metadata} challenge, 403 {@code insufficient_scope}, per-tool scopes) and the RFC
 * 9728 metadata document to serve. An {@link io.mcpgen.oauth.server.AccessTokenValidator} checks
 * tokens, locally as JWTs ({@link io.mcpgen.oauth.server.JwtAccessTokenValidator}) or by
 * introspection ({@link io.mcpgen.oauth.server.IntrospectionAccessTokenValidator}); the token's
 * subject becomes the principal every requestState is bound to.
 */
package io.mcpgen.oauth.server;
