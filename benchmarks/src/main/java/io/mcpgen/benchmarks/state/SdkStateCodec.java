package io.mcpgen.benchmarks.state;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.modern.McpSchema.ClientCapabilities;
import io.modelcontextprotocol.modern.McpSchema.Implementation;
import io.modelcontextprotocol.modern.server.HmacRequestStateCodec;
import io.modelcontextprotocol.modern.server.McpRequestContext;
import java.lang.reflect.Constructor;
import java.time.Duration;
import java.util.Map;

/**
 * MCP Java SDK 2.2.0's {@link HmacRequestStateCodec}, configured as its server would be: a shared
 * key, a principal read from the transport context, the SDK's default JSON mapper and 10-minute
 * TTL. Its state is a string; the benchmark hands it the payload's compact JSON text.
 *
 * <p>Its server builds the {@link McpRequestContext} a codec sees; that constructor is
 * package-private, so one is built here by reflection, once, outside every measured operation.
 */
final class SdkStateCodec {

  static final String PRINCIPAL_KEY = "principal";

  private final HmacRequestStateCodec codec;

  SdkStateCodec(byte[] secret) {
    codec = HmacRequestStateCodec.builder()
        .key(secret)
        .ttl(Duration.ofMinutes(10))
        .principalExtractor(transport -> (String) transport.get(PRINCIPAL_KEY))
        .jsonMapper(McpJsonDefaults.getMapper())
        .build();
  }

  /** The context of a {@code tools/call} of {@code tool} by {@code principal}, as the SDK's server builds it. */
  static McpRequestContext toolCall(String tool, String principal) {
    try {
      Constructor<McpRequestContext> constructor = McpRequestContext.class.getDeclaredConstructor(Object.class,
          String.class, String.class, ClientCapabilities.class, Implementation.class, Object.class, String.class,
          Map.class, McpTransportContext.class, boolean.class, boolean.class);
      constructor.setAccessible(true);
      McpTransportContext transport = McpTransportContext.create(Map.of(PRINCIPAL_KEY, principal));
      return constructor.newInstance(1, "tools/call", "2026-07-28", ClientCapabilities.NONE,
          Implementation.builder("bench-client", "1.0").build(), null, tool, Map.of(), transport, true, false);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build the SDK's McpRequestContext", e);
    }
  }

  String seal(McpRequestContext context, String state) {
    return codec.seal(context, state);
  }

  /** The state, or {@code null} when the SDK refuses the token (its contract). */
  String open(McpRequestContext context, String token) {
    return codec.open(context, token);
  }
}
