package io.mcpgen.runtime.json;

/**
 * The fuzzing time of one target when it is fuzzed through JUnit ({@code JAZZER_FUZZ=1 ./mvnw
 * -pl fuzz test -Dtest=Class#method}), which takes it from the annotation only. {@code
 * fuzz/run.sh SECONDS} fuzzes through Jazzer's command-line driver instead, with its own time
 * budget (see docs/runtime.md, "Fuzzing"). Without {@code JAZZER_FUZZ} only the seed corpus runs.
 */
public final class FuzzBudget {

  /** Upper bound of one fuzzing run of one target through JUnit. */
  public static final String MAX_DURATION = "24h";

  private FuzzBudget() {}
}
