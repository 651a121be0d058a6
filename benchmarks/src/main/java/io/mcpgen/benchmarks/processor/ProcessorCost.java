package io.mcpgen.benchmarks.processor;

import com.sun.source.util.JavacTask;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * What the mcpgen processor adds to a compile in a warm JVM, as a build daemon (Gradle, mvnd)
 * compiles: the javax.tools compiler called in a loop in one JVM, alternating a compile with the
 * processor and the same compile without it, after warm-up compiles of both.
 *
 * <p>Usage: {@code ProcessorCost PROJECT SOURCE_DIR PROCESSOR_PATH CLASS_PATH [WARMUP] [RUNS]}.
 * <ul>
 *   <li>{@code PROJECT = user}: the user's sources ({@code SOURCE_DIR}); with the processor, which
 *       writes the server and its schemas, against {@code -proc:none} on the same sources.
 *   <li>{@code PROJECT = schema}: {@code SOURCE_DIR} holds a package-info annotated
 *       {@code @McpSchema}; with the processor, against {@code -proc:none} on that package-info plus
 *       the sources the processor wrote (taken from a first compile), as the shell script does cold.
 * </ul>
 * With the processor it is measured twice: loaded from {@code -processorpath}, a new class loader
 * per compile as javac makes one (so the processor's own code starts cold each time), and from
 * one class loader kept for the whole run (new processor instances per compile), as a daemon
 * that caches the processor path would. The medians of wall time and of the process's CPU time
 * (all threads, JIT included) are printed, and each difference from the baseline; with them the
 * median time the garbage collectors and the JIT compilers report for a compile, and the CPU
 * time of the compiling thread in each javac phase ({@link PhaseTimes}).
 */
public final class ProcessorCost {

  private static final List<String> FLAGS = List.of("--release", "17", "-Xlint:all,-processing", "-encoding", "UTF-8");

  private final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
  private final Path work;
  private final String processorPath;
  private final String classPath;
  private final URLClassLoader sharedLoader;

  private ProcessorCost(Path work, String processorPath, String classPath) throws IOException {
    this.work = work;
    this.processorPath = processorPath;
    this.classPath = classPath;
    URL[] urls = Arrays.stream(processorPath.split(java.io.File.pathSeparator))
        .map(entry -> {
          try {
            return Path.of(entry).toUri().toURL();
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        })
        .toArray(URL[]::new);
    sharedLoader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 4) {
      System.err.println("usage: ProcessorCost user|schema SOURCE_DIR PROCESSOR_PATH CLASS_PATH [WARMUP] [RUNS]");
      System.exit(2);
    }
    String project = args[0];
    Path sources = Path.of(args[1]);
    int warmup = args.length > 4 ? Integer.parseInt(args[4]) : 10;
    int runs = args.length > 5 ? Integer.parseInt(args[5]) : 10;
    Path work = Files.createTempDirectory("processor-cost");
    try {
      new ProcessorCost(work, args[2], args[3]).run(project, sources, warmup, runs);
    } finally {
      delete(work);
    }
  }

  private void run(String project, Path sources, int warmup, int runs) throws IOException {
    List<Path> inputs = javaFiles(sources);
    List<Path> baselineInputs = new ArrayList<>(inputs);
    if (project.equals("schema")) {
      Path generated = work.resolve("seed-generated");
      compile(inputs, Mode.PROCESSOR_PATH, generated);
      baselineInputs.addAll(javaFiles(generated));
    } else if (!project.equals("user")) {
      throw new IllegalArgumentException("project is user or schema, not " + project);
    }
    System.out.printf("%s project: %d source files; with the processor it compiles %d%n", project, inputs.size(),
        inputs.size() + countGenerated(inputs));
    Mode[] modes = modes();
    int all = Mode.values().length;
    long[][] wall = new long[all][runs];
    long[][] cpu = new long[all][runs];
    long[][] gc = new long[all][runs];
    long[][] jit = new long[all][runs];
    List<List<PhaseTimes>> phases = new ArrayList<>();
    for (int m = 0; m < all; m++) {
      phases.add(new ArrayList<>());
    }
    for (int i = -warmup; i < runs; i++) {
      for (Mode mode : modes) {
        int m = mode.ordinal();
        long cpuStart = processCpuNanos();
        long gcStart = gcMillis();
        long jitStart = jitMillis();
        long start = System.nanoTime();
        PhaseTimes times = compile(mode == Mode.NONE ? baselineInputs : inputs, mode, work.resolve("gen"));
        if (i >= 0) {
          wall[m][i] = System.nanoTime() - start;
          cpu[m][i] = processCpuNanos() - cpuStart;
          gc[m][i] = gcMillis() - gcStart;
          jit[m][i] = jitMillis() - jitStart;
          phases.get(m).add(times);
        }
      }
    }
    long baseWall = median(wall[Mode.NONE.ordinal()]);
    long baseCpu = median(cpu[Mode.NONE.ordinal()]);
    System.out.printf("%-44s %10s %10s %12s %12s %8s %8s%n", "warm compile (" + warmup + " warm-up, median of " + runs + ")",
        "wall ms", "cpu ms", "adds wall", "adds cpu", "gc ms", "jit ms");
    for (Mode mode : modes) {
      long w = median(wall[mode.ordinal()]);
      long c = median(cpu[mode.ordinal()]);
      System.out.printf("%-44s %10.0f %10.0f %12s %12s %8d %8d%n", mode.label, w / 1e6, c / 1e6,
          mode == Mode.NONE ? "" : String.format("%+.0f ms", (w - baseWall) / 1e6),
          mode == Mode.NONE ? "" : String.format("%+.0f ms", (c - baseCpu) / 1e6),
          median(gc[mode.ordinal()]), median(jit[mode.ordinal()]));
    }
    printPhases(modes, phases);
  }

  /** The median CPU time of each javac phase (see {@link PhaseTimes}), by mode. */
  private static void printPhases(Mode[] modes, List<List<PhaseTimes>> phases) {
    Set<String> labels = new LinkedHashSet<>();
    List<List<Map<String, Long>>> byMode = new ArrayList<>();
    for (Mode mode : modes) {
      List<PhaseTimes> runs = phases.get(mode.ordinal());
      List<Map<String, Long>> maps = new ArrayList<>();
      for (PhaseTimes times : runs) {
        Map<String, Long> nanos = times.nanos();
        labels.addAll(nanos.keySet());
        maps.add(nanos);
      }
      byMode.add(maps);
    }
    System.out.printf("%nmedian CPU ms of the compiling thread in each javac phase (rounds: %s)%n", Arrays.stream(modes)
        .map(mode -> mode.name().toLowerCase(Locale.ROOT) + " " + phases.get(mode.ordinal()).get(0).rounds())
        .collect(Collectors.joining(", ")));
    System.out.printf("%-34s", "phase");
    for (Mode mode : modes) {
      System.out.printf(" %16s", mode.name().toLowerCase(Locale.ROOT));
    }
    System.out.println();
    for (String label : labels) {
      System.out.printf("%-34s", label);
      for (List<Map<String, Long>> maps : byMode) {
        long[] values = maps.stream().mapToLong(nanos -> nanos.getOrDefault(label, 0L)).toArray();
        System.out.printf(" %16.0f", median(values) / 1e6);
      }
      System.out.println();
    }
    System.out.printf("%-34s", "total");
    for (List<Map<String, Long>> maps : byMode) {
      long[] totals = maps.stream().mapToLong(nanos -> nanos.values().stream().mapToLong(Long::longValue).sum()).toArray();
      System.out.printf(" %16.0f", median(totals) / 1e6);
    }
    System.out.println();
  }

  private int countGenerated(List<Path> inputs) throws IOException {
    Path generated = work.resolve("count-generated");
    compile(inputs, Mode.PROCESSOR_PATH, generated);
    return javaFiles(generated).size();
  }

  /**
   * The modes to measure: all, or those named in the system property {@code processorcost.modes}
   * (e.g. {@code none,shared_loader}; the baseline is always measured). Each
   * {@code -processorpath} compile loads the processor's classes anew, which the JIT then compiles
   * again and which can invalidate javac code compiled on the assumption that fewer classes exist:
   * measuring one mode alone shows what that mode costs without the other's disturbance.
   */
  private static Mode[] modes() {
    String named = System.getProperty("processorcost.modes", "");
    if (named.isBlank()) {
      return Mode.values();
    }
    Set<Mode> modes = java.util.EnumSet.of(Mode.NONE);
    for (String name : named.split(",")) {
      modes.add(Mode.valueOf(name.trim().toUpperCase(Locale.ROOT)));
    }
    return modes.toArray(new Mode[0]);
  }

  /** How the compile finds the processor, or that it runs none. */
  private enum Mode {
    NONE("without the processor (-proc:none)"),
    PROCESSOR_PATH("with, -processorpath (new loader per compile)"),
    SHARED_LOADER("with, one processor class loader kept");

    final String label;

    Mode(String label) {
      this.label = label;
    }
  }

  private PhaseTimes compile(List<Path> inputs, Mode mode, Path generated) throws IOException {
    delete(generated);
    Path classes = work.resolve("classes");
    delete(classes);
    Files.createDirectories(generated);
    Files.createDirectories(classes);
    List<String> options = new ArrayList<>(FLAGS);
    options.addAll(List.of("-cp", classPath, "-d", classes.toString(), "-s", generated.toString()));
    if (mode == Mode.NONE) {
      options.add("-proc:none");
    } else if (mode == Mode.PROCESSOR_PATH) {
      options.addAll(List.of("-processorpath", processorPath));
    }
    StringWriter diagnostics = new StringWriter();
    try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
      Iterable<? extends JavaFileObject> units = files.getJavaFileObjectsFromPaths(inputs);
      JavaCompiler.CompilationTask task = javac.getTask(diagnostics, files, null, options, null, units);
      PhaseTimes phases = new PhaseTimes();
      ((JavacTask) task).addTaskListener(phases);
      if (mode == Mode.SHARED_LOADER) {
        task.setProcessors(freshProcessors());
      }
      boolean compiled = task.call();
      phases.compileDone();
      if (!compiled || !diagnostics.toString().isEmpty()) {
        // A benchmark of a compile that fails or warns measures the wrong thing.
        throw new IllegalStateException("compile (" + mode + ") failed or warned:\n" + diagnostics);
      }
      return phases;
    }
  }

  private List<Processor> freshProcessors() {
    List<Processor> processors = new ArrayList<>();
    ServiceLoader.load(Processor.class, sharedLoader).forEach(processors::add);
    if (processors.isEmpty()) {
      throw new IllegalStateException("no annotation processor on the processor path");
    }
    return processors;
  }

  /** Time the collectors report (G1: pauses and concurrent cycles), summed over them. */
  private static long gcMillis() {
    return ManagementFactory.getGarbageCollectorMXBeans().stream()
        .mapToLong(GarbageCollectorMXBean::getCollectionTime).filter(t -> t > 0).sum();
  }

  /** Time the JIT compilers spent, over all their threads. */
  private static long jitMillis() {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : 0;
  }

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }

  private static long median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  private static List<Path> javaFiles(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(p -> p.toString().endsWith(".java")).sorted().collect(Collectors.toList());
    }
  }

  private static void delete(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
        Files.delete(p);
      }
    }
  }
}
