package io.mcpgen.processor;

import java.util.Set;
import javax.annotation.processing.RoundEnvironment;

/**
 * One pipeline of the processor, triggered by its own annotations. {@link McpProcessor} only
 * dispatches: a new pipeline (handler interfaces, say) is a new step.
 */
interface ProcessingStep {

  /** The qualified names of the annotations that trigger the step. */
  Set<String> annotations();

  /** Handles the elements of one round; must not throw. */
  void process(RoundEnvironment round);

  /** Called once, in the last round: writes what spans every element (service files). */
  void finish();
}
