package io.mcpgen.spring.boot;

import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.stdio.server.StdioServer;
import java.security.SecureRandom;

/** The {@link Greeter} served over stdio: the child process the stdio client tests start. */
public final class GreeterOverStdio {

  private GreeterOverStdio() {}

  /** Serves until stdin ends; refuses to start unless the environment says GREETER_STDIO=on. */
  public static void main(String[] args) throws Exception {
    if (!"on".equals(System.getenv("GREETER_STDIO"))) {
      System.err.println("GREETER_STDIO is not on: the environment did not reach the child");
      System.exit(2);
    }
    byte[] key = new byte[32];
    new SecureRandom().nextBytes(key);
    RequestStateCodec codec = RequestStateCodec.builder().audience("greeter").key("k", key).build();
    try (StdioServer server = StdioServer.builder(GreeterMcpServer.builder(new Greeter.Polite())
        .requestState(codec).build()).build()) {
      server.serve();
    }
  }
}
