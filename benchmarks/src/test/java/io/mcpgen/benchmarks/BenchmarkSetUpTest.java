package io.mcpgen.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.benchmarks.json.RoundTripBenchmark;
import io.mcpgen.benchmarks.mrtr.MrtrFlowBenchmark;
import io.mcpgen.benchmarks.stubs.StubsBenchmark;
import org.junit.jupiter.api.Test;

/**
 * The benchmarks' own set-up checks, run with the build: each refuses to measure when the paths it
 * compares stop doing the same work (an equivalence that a change elsewhere can break without any
 * other test noticing, as form names in {@code _meta} once broke the stubs benchmark).
 */
class BenchmarkSetUpTest {

  @Test
  void everyJsonPathWritesTheSameMessages() throws Exception {
    new RoundTripBenchmark().checkEquivalence();
  }

  @Test
  void theGeneratedAndHandWrittenDispatchersAnswerAlike() {
    for (String dispatcher : new String[] {"generated", "handWritten"}) {
      StubsBenchmark benchmark = new StubsBenchmark();
      benchmark.dispatcher = dispatcher;
      benchmark.setUp();
      assertEquals("complete", benchmark.twoRoundToolCall().get("result").asObject().get("resultType").asString(),
          dispatcher);
    }
  }

  @Test
  void theThreeRoundFlowCompletes() {
    MrtrFlowBenchmark benchmark = new MrtrFlowBenchmark();
    benchmark.setUp();
    assertTrue(benchmark.threeRoundFlow().toString().contains("Bug #4522 resolved as"));
  }
}
