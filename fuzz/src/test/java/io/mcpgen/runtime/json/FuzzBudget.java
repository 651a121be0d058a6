package io.mcpgen.runtime.json;

/**
 * The fuzzing time of one target when fuzzing is switched on ({@code JAZZER_FUZZ=1}). Jazzer's
 * JUnit integration takes it from the annotation only; {@code fuzz/run.sh} stops a target
 * earlier when given fewer seconds, and longer runs go through the same script (see
 * docs/runtime.md, "Fuzzing"). Without {@code JAZZER_FUZZ} only the seed corpus runs.
 */
public final class FuzzBudget {

  /** Upper bound of one fuzzing run of one target. */
  public static final String MAX_DURATION = "24h";

  private FuzzBudget() {}
}
