package io.mcpgen.it.conformance;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.server.Subscriptions;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.security.SecureRandom;

/**
 * The conformance server: every fixture of {@link ContentFixtures}, {@link InputRequiredFixtures},
 * {@link StatelessFixtures}, {@link HeaderTools} (for {@code http-custom-header-server-validation}),
 * {@link SessionFixtures}, {@link TaskFixtures} and {@link TaskComposition} (the {@code tasks-*}
 * scenarios; tasks kept in memory with the default bounds) on one engine, the {@link SkillFixtures}
 * skills (the {@code sep-2640-skills-*} scenarios), with the
 * {@link SchemaFixtures} tool registered as data, with {@code subscriptions/listen} (the list-change hooks of
 * {@link StatelessFixtures} publish to it); 2025-era clients get sessions on the same endpoint.
 */
public final class ConformanceServer {

  /** Open {@code subscriptions/listen} streams at once; the suite opens a few at a time. */
  private static final int MAX_LISTENERS = 64;
  private static final int MAX_URIS_PER_LISTENER = 16;

  private ConformanceServer() {}

  /** The engine, with a requestState key of its own (one process serves every round). */
  public static McpServerEngine engine() {
    return engine(randomKeyCodec());
  }

  /** The engine, sealing requestState with {@code codec}. */
  public static McpServerEngine engine(RequestStateCodec codec) {
    McpServerEngine.Builder builder = ContentFixturesMcpServer.builder(new ContentService());
    InputRequiredFixturesMcpServer.register(builder, new InputRequiredService());
    Subscriptions updates = Subscriptions.create(MAX_LISTENERS, MAX_URIS_PER_LISTENER);
    StatelessFixturesMcpServer.register(builder, new StatelessService(updates));
    HeaderToolsMcpServer.register(builder, new HeaderService());
    SessionFixturesMcpServer.register(builder, new SessionService());
    TaskFixturesMcpServer.register(builder, new TaskService());
    TaskComposition.register(builder);
    SchemaFixtures.register(builder);
    SkillFixtures.register(builder);
    return builder
        .requestState(codec)
        .subscriptions(updates)
        .build();
  }

  private static RequestStateCodec randomKeyCodec() {
    byte[] key = new byte[32];
    new SecureRandom().nextBytes(key);
    return RequestStateCodec.builder().audience("mcpgen-conformance").key("conformance", key).build();
  }
}
