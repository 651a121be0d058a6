package io.mcpgen.it.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.mcpgen.json.JsonObject;
import io.mcpgen.runtime.client.CallOutcome;
import io.mcpgen.runtime.client.McpClientEngine;
import io.mcpgen.runtime.state.KeyRingFile;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.memory.InMemoryTransport;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The interop server as one replica of several: its settings, and the replica named in every result. */
class ReplicaTest {

  @TempDir
  Path dir;

  @Test
  void everyResultNamesTheReplicaThatMadeIt() {
    McpClientEngine client = McpClientEngine.builder(InMemoryTransport.connect(
        new ReplicaTag(InteropServer.engine(StateKeys.codec(null), Runnable::run), "r7"))).build();
    CallOutcome outcome = client.callTool("echo", JsonObject.builder().put("text", "hi").build()).join();
    assertEquals("r7", ReplicaTag.of(((CallOutcome.Complete) outcome).result()));
    assertEquals("hi", InteropClient.firstText(((CallOutcome.Complete) outcome).result()), "the result is unchanged");
    assertNull(ReplicaTag.of(JsonObject.empty()));
  }

  @Test
  void replicasThatShareAKeyRingFileShareTheirKeysAndTtl() throws Exception {
    Path ring = Files.write(dir.resolve("ring"), ("key A " + Base64.getEncoder().encodeToString(new byte[32]) + "\n")
        .getBytes(StandardCharsets.UTF_8));
    ReplicaSettings settings = ReplicaSettings.from(Map.of("MCPGEN_STATE_KEY_FILE", ring.toString(),
        "MCPGEN_STATE_TTL_SECONDS", "5", "MCPGEN_REPLICA", "r1"));
    assertEquals("r1", settings.replica());
    try (KeyRingFile keys = settings.keyRing()) {
      RequestStateCodec codec = settings.codec(keys, null, null);
      assertEquals("A", codec.activeKeyId());
      assertEquals(Duration.ofSeconds(5), codec.ttl());
    }
  }

  @Test
  void withoutSettingsTheServerRunsAsBefore() throws Exception {
    ReplicaSettings settings = ReplicaSettings.from(Map.of());
    assertNull(settings.keyRing());
    assertNull(settings.replica());
    assertEquals(-1, settings.oncePort());
    assertEquals(RequestStateCodec.DEFAULT_TTL, settings.codec(null, null, null).ttl());
  }

  @Test
  void theSingleUseEndpointNeedsBothItsPortAndRedis() {
    assertThrows(IllegalArgumentException.class, () -> ReplicaSettings.from(Map.of("MCPGEN_ONCE_PORT", "3945")));
    assertThrows(IllegalArgumentException.class,
        () -> ReplicaSettings.from(Map.of("MCPGEN_REDIS_URI", "redis://127.0.0.1:6379")));
  }
}
