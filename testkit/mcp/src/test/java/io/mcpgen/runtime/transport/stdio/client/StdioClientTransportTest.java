package io.mcpgen.runtime.transport.stdio.client;

import static io.mcpgen.testkit.TestServer.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonString;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.client.PendingRequest;
import io.mcpgen.runtime.client.TransportException;
import io.mcpgen.testkit.TestServer;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The stdio client with a real child process: calls, shutdown, and a server that dies. */
class StdioClientTransportTest {

  private static List<String> child(String mode) {
    return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
        StdioTestServerMain.class.getName(), mode);
  }

  @Test
  void aCallWorksAndClosingTheInputLetsTheServerExitByItself() throws Exception {
    StdioClientTransport transport = StdioClientTransport.builder(child("serve")).stderr(line -> { }).start();
    McpClientEngine client = McpClientEngine.builder(transport).build();
    assertEquals("over stdio", TestServer.resultText(JsonObject.of("result",
        client.callTool("echo", JsonObject.of("text", JsonString.of("over stdio"))).join().resultOrThrow())));
    transport.close();
    assertFalse(transport.process().isAlive());
  }

  @Test
  void aServerThatIgnoresTheEndOfItsInputIsTerminated() throws Exception {
    StdioClientTransport transport = StdioClientTransport.builder(child("stubborn"))
        .exitTimeout(Duration.ofMillis(300)).terminateTimeout(Duration.ofSeconds(10)).start();
    assertTrue(transport.process().isAlive());
    transport.close();
    assertFalse(transport.process().isAlive());
  }

  @Test
  void aServerThatDiesFailsTheRequestsInFlightWithATransportError() throws Exception {
    StdioClientTransport transport = StdioClientTransport.builder(child("die")).start();
    PendingRequest pending = transport.send(call(1, "echo", JsonObject.empty()), notification -> { });
    try {
      pending.response().toCompletableFuture().get(20, TimeUnit.SECONDS);
      throw new AssertionError("the request did not fail");
    } catch (ExecutionException e) {
      assertInstanceOf(IOException.class, e.getCause());
      assertTrue(e.getCause().getMessage().contains("exited with code 3"), e.getCause().getMessage());
    }
    McpClientEngine client = McpClientEngine.builder(transport).build();
    CompletionException failure = org.junit.jupiter.api.Assertions.assertThrows(CompletionException.class,
        () -> client.callTool("echo", JsonObject.empty()).join());
    assertInstanceOf(TransportException.class, failure.getCause());
    transport.close();
  }
}
