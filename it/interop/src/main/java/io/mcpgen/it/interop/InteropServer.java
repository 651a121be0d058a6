package io.mcpgen.it.interop;

import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.util.concurrent.Executor;

/** The interop server: {@link InteropService} behind the stub mcpgen generates from {@link Interop}. */
public final class InteropServer {

  static final String GUARDED_URI = "interop://guarded";

  private InteropServer() {}

  /**
   * The engine serving every tool, the prompt and the resource of {@link Interop}.
   *
   * @param executor where handlers run: the calling thread is fine over HTTP; stdio passes its pool
   */
  public static McpServerEngine engine(RequestStateCodec codec, Executor executor) {
    return InteropMcpServer.builder(new InteropService())
        .requestState(codec)
        .executor(executor)
        .build();
  }
}
