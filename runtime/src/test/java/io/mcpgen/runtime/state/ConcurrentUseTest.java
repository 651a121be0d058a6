package io.mcpgen.runtime.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * One codec shared by many threads: the pooled buffers, MACs, ciphers and nonce generators must
 * never be lent to two threads at once, so every thread gets back exactly the payload it minted.
 */
class ConcurrentUseTest {

  @Test
  void threadsSharingOneCodecEachGetTheirOwnPayloadBack() throws Exception {
    RequestStateCodec codec = Fixtures.codec(new TestClock());
    ExecutorService threads = Executors.newFixedThreadPool(8);
    try {
      List<Future<Integer>> results = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int thread = t;
        Callable<Integer> work = () -> {
          for (int i = 0; i < 2000; i++) {
            // Sizes vary so that buffers grow and are reused at every size.
            JsonValue payload = JsonObject.builder().put("thread", thread).put("i", i)
                .put("fill", "x".repeat((thread * 131 + i * 17) % 3000)).build();
            Protection protection = i % 2 == 0 ? Protection.SIGNED : Protection.SEALED;
            RequestBinding binding = Fixtures.booking("user-" + thread);
            VerifiedState state = codec.verify(codec.mint(binding, i, payload, protection), binding);
            assertEquals(payload, state.payload(), "thread " + thread + ", token " + i);
            assertEquals(i, state.round());
          }
          return thread;
        };
        results.add(threads.submit(work));
      }
      for (int t = 0; t < results.size(); t++) {
        assertEquals(t, results.get(t).get());
      }
    } finally {
      threads.shutdownNow();
    }
  }
}
