package io.mcpgen.samples.conformance;

import io.mcpgen.runtime.mrtr.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.security.SecureRandom;

/**
 * The conformance server: every fixture of {@link ContentFixtures}, {@link InputRequiredFixtures},
 * {@link StatelessFixtures} and {@link SessionFixtures} on one engine (2025-era clients get sessions on
 * the same endpoint).
 */
public final class ConformanceServer {

  private ConformanceServer() {}

  /** The engine, with a requestState key of its own (one process serves every round). */
  public static McpServerEngine engine() {
    return engine(randomKeyCodec());
  }

  /** The engine, sealing requestState with {@code codec}. */
  public static McpServerEngine engine(RequestStateCodec codec) {
    McpServerEngine.Builder builder = ContentFixturesMcpServer.builder(new ContentService());
    InputRequiredFixturesMcpServer.register(builder, new InputRequiredService());
    StatelessFixturesMcpServer.register(builder, new StatelessService());
    SessionFixturesMcpServer.register(builder, new SessionService());
    return builder
        .requestState(codec)
        .completion(new ArgumentCompletion())
        .build();
  }

  private static RequestStateCodec randomKeyCodec() {
    byte[] key = new byte[32];
    new SecureRandom().nextBytes(key);
    return RequestStateCodec.builder().audience("mcpgen-conformance").key("conformance", key).build();
  }
}
