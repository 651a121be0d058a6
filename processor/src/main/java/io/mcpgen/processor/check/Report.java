package io.mcpgen.processor.check;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** What the checks found: nothing is written for an annotation whose report is not clean. */
public final class Report {

  private final List<Problem> problems = new ArrayList<>();

  public Report add(Problem problem) {
    problems.add(problem);
    return this;
  }

  public boolean isClean() {
    return problems.isEmpty();
  }

  public List<Problem> problems() {
    return Collections.unmodifiableList(problems);
  }
}
