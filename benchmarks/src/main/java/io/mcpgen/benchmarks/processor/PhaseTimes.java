package io.mcpgen.benchmarks.processor;

import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where one javac compile spends its time, from javac's own task events: each moment goes to
 * the innermost phase open then (generate, analyze, enter, parse, then the annotation processing
 * round, then annotation processing as a whole), and time inside annotation processing is labelled
 * with its round. javac fires the events of one phase for a batch of files (every ENTER starts, the
 * batch is entered, every ENTER finishes), so phases are counted as open, not nested per file.
 *
 * <p>What the labels mean: {@code round N: processors} is the processors' own code in round N (and
 * whatever javac completes on their behalf); {@code round N: parse} and {@code round N: enter} are
 * javac reading and entering the files before round N runs (javac enters every root again for
 * each round); {@code round N: other} is javac's bookkeeping between rounds (cleaning the trees,
 * finding the annotations present); {@code after the last round: ...} is the last clean and enter,
 * after processing, that the compile proper starts from.
 *
 * <p>Time is the compiling thread's CPU time (javac compiles on the thread that calls it), which a
 * busy machine disturbs much less than wall time; the JIT and GC threads are not in it. Reading
 * the clock costs about a microsecond per event, a few thousand events per compile of the schema.
 */
final class PhaseTimes implements TaskListener {

  /** From innermost to outermost: a moment counts for the first of these that is open. */
  private static final TaskEvent.Kind[] INNERMOST_FIRST = {TaskEvent.Kind.GENERATE, TaskEvent.Kind.ANALYZE,
      TaskEvent.Kind.ENTER, TaskEvent.Kind.PARSE, TaskEvent.Kind.ANNOTATION_PROCESSING_ROUND,
      TaskEvent.Kind.ANNOTATION_PROCESSING};

  private final Map<TaskEvent.Kind, Integer> open = new EnumMap<>(TaskEvent.Kind.class);
  private final Map<String, Long> nanos = new LinkedHashMap<>();
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private long last = THREADS.getCurrentThreadCpuTime();
  private int rounds;
  private boolean processingOver;
  private boolean done;

  @Override
  public void started(TaskEvent event) {
    account();
    if (event.getKind() == TaskEvent.Kind.ANNOTATION_PROCESSING_ROUND) {
      rounds++;
    }
    open.merge(event.getKind(), 1, Integer::sum);
  }

  @Override
  public void finished(TaskEvent event) {
    account();
    open.merge(event.getKind(), -1, Integer::sum);
    if (event.getKind() == TaskEvent.Kind.ANNOTATION_PROCESSING) {
      processingOver = true;
    }
  }

  /** The time since the last event, to the phase open until now. */
  private void account() {
    long now = THREADS.getCurrentThreadCpuTime();
    nanos.merge(label(), now - last, Long::sum);
    last = now;
  }

  private String label() {
    TaskEvent.Kind phase = null;
    for (TaskEvent.Kind kind : INNERMOST_FIRST) {
      if (open.getOrDefault(kind, 0) > 0) {
        phase = kind;
        break;
      }
    }
    boolean processing = open.getOrDefault(TaskEvent.Kind.ANNOTATION_PROCESSING, 0) > 0;
    if (processing) {
      boolean inRound = open.getOrDefault(TaskEvent.Kind.ANNOTATION_PROCESSING_ROUND, 0) > 0;
      // Files read and entered before a round belong to it: they are what it processes.
      int round = inRound ? rounds : rounds + 1;
      if (phase == TaskEvent.Kind.PARSE || phase == TaskEvent.Kind.ENTER) {
        return "round " + round + ": " + name(phase);
      }
      return inRound ? "round " + round + ": processors" : "round " + round + ": other";
    }
    if (phase == null) {
      return processingOver ? "other (after processing)" : "other";
    }
    return name(phase);
  }

  private static String name(TaskEvent.Kind kind) {
    return kind.name().toLowerCase(java.util.Locale.ROOT);
  }

  /** Closes the books: called when the compile returns. */
  void compileDone() {
    account();
    done = true;
  }

  /**
   * CPU time by phase, in the order first seen. What javac does after the
   * last round (it cleans and enters every root once more, for the compile proper) was labelled
   * for a round that never came; it is named for what it is.
   */
  Map<String, Long> nanos() {
    if (!done) {
      throw new IllegalStateException("the compile has not returned");
    }
    String never = "round " + (rounds + 1) + ": ";
    Map<String, Long> named = new LinkedHashMap<>();
    nanos.forEach((label, time) -> named.merge(
        rounds > 0 && label.startsWith(never) ? "after the last round: " + label.substring(never.length()) : label,
        time, Long::sum));
    return named;
  }

  int rounds() {
    return rounds;
  }
}
