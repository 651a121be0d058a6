package io.mcpgen.benchmarks.processor;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
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
 * (all threads, JIT included) are printed, and each difference from the baseline.
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
    Mode[] modes = Mode.values();
    long[][] wall = new long[modes.length][runs];
    long[][] cpu = new long[modes.length][runs];
    for (int i = -warmup; i < runs; i++) {
      for (int m = 0; m < modes.length; m++) {
        long cpuStart = processCpuNanos();
        long start = System.nanoTime();
        compile(modes[m] == Mode.NONE ? baselineInputs : inputs, modes[m], work.resolve("gen"));
        if (i >= 0) {
          wall[m][i] = System.nanoTime() - start;
          cpu[m][i] = processCpuNanos() - cpuStart;
        }
      }
    }
    long baseWall = median(wall[Mode.NONE.ordinal()]);
    long baseCpu = median(cpu[Mode.NONE.ordinal()]);
    System.out.printf("%-44s %10s %10s %12s %12s%n", "warm compile (" + warmup + " warm-up, median of " + runs + ")",
        "wall ms", "cpu ms", "adds wall", "adds cpu");
    for (Mode mode : modes) {
      long w = median(wall[mode.ordinal()]);
      long c = median(cpu[mode.ordinal()]);
      System.out.printf("%-44s %10.0f %10.0f %12s %12s%n", mode.label, w / 1e6, c / 1e6,
          mode == Mode.NONE ? "" : String.format("%+.0f ms", (w - baseWall) / 1e6),
          mode == Mode.NONE ? "" : String.format("%+.0f ms", (c - baseCpu) / 1e6));
    }
  }

  private int countGenerated(List<Path> inputs) throws IOException {
    Path generated = work.resolve("count-generated");
    compile(inputs, Mode.PROCESSOR_PATH, generated);
    return javaFiles(generated).size();
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

  private void compile(List<Path> inputs, Mode mode, Path generated) throws IOException {
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
      if (mode == Mode.SHARED_LOADER) {
        task.setProcessors(freshProcessors());
      }
      if (!task.call() || !diagnostics.toString().isEmpty()) {
        // A benchmark of a compile that fails or warns measures the wrong thing.
        throw new IllegalStateException("compile (" + mode + ") failed or warned:\n" + diagnostics);
      }
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
