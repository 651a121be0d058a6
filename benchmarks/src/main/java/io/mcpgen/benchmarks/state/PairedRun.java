package io.mcpgen.benchmarks.state;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.LongUnaryOperator;

/**
 * Two builds of this jar compared on one operation, interleaved in one JVM: each jar is loaded by
 * a class loader of its own (so each has its own compiled code), and the two run in alternating
 * slices of about 100 ms of thread CPU time, taking turns at going first. Whatever else the
 * machine does falls on both alike, which separate runs on a shared machine cannot promise.
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.mcpgen.benchmarks.state.PairedRun A.jar B.jar
 * [payloadBytes] [operation,...]}, operations named as in {@link RequestStateBenchmark} (default
 * {@code codecSignedMintVerify}). Prints each build's median time per operation and the median
 * of the slice-by-slice ratios (A's time over B's: above 1 when B is faster) with its quartiles.
 * Giving the same jar twice shows the noise that is left: about 1 to 3 % on a 2-vCPU VM.
 */
public final class PairedRun {

  private static final List<String> OPERATIONS = List.of("codecSignedMint", "codecSignedMintVerify",
      "codecSignedMintVerifyRead", "codecSealedMint", "codecSealedMintVerify", "requestSigned", "requestSealed",
      "rawHmacMintVerify", "rawGcmSealOpen");
  private static final int SLICES = 40;
  private static final long SLICE_NANOS = 100_000_000L;

  private PairedRun() {}

  /** Runs one operation of one build; loaded by that build's class loader. */
  public static final class Driver implements LongUnaryOperator {

    private final Callable<Object> operation;
    private Object sink;

    public Driver(int payloadBytes, String operation) throws Exception {
      RequestStateBenchmark benchmark = new RequestStateBenchmark();
      benchmark.payloadBytes = payloadBytes;
      benchmark.setUp();
      this.operation = operation(benchmark, operation);
    }

    private static Callable<Object> operation(RequestStateBenchmark b, String name) {
      switch (name) {
        case "codecSignedMint": return b::codecSignedMint;
        case "codecSignedMintVerify": return b::codecSignedMintVerify;
        case "codecSignedMintVerifyRead": return b::codecSignedMintVerifyRead;
        case "codecSealedMint": return b::codecSealedMint;
        case "codecSealedMintVerify": return b::codecSealedMintVerify;
        case "requestSigned": return b::requestSigned;
        case "requestSealed": return b::requestSealed;
        case "rawHmacMintVerify": return b::rawHmacMintVerify;
        case "rawGcmSealOpen": return b::rawGcmSealOpen;
        default: throw new IllegalArgumentException("no operation " + name);
      }
    }

    /** Runs the operation {@code count} times. */
    @Override
    public long applyAsLong(long count) {
      try {
        for (long i = 0; i < count; i++) {
          sink = operation.call();
        }
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      return sink == null ? 0 : count;
    }
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: PairedRun A.jar B.jar [payloadBytes] [operation,...]");
      System.exit(2);
    }
    int payloadBytes = args.length > 2 ? Integer.parseInt(args[2]) : 300;
    String[] operations = (args.length > 3 ? args[3] : "codecSignedMintVerify").split(",");
    for (int i = 0; i < 2; i++) {
      if (!Files.isRegularFile(Path.of(args[i]))) {
        System.err.println("no jar at " + args[i] + ": give two builds of benchmarks.jar");
        System.exit(2);
      }
    }
    for (String operation : operations) {
      if (!OPERATIONS.contains(operation)) {
        System.err.println("no operation " + operation + "; one of " + OPERATIONS);
        System.exit(2);
      }
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    System.out.printf("%-28s %7s %12s %12s %10s %17s%n", "operation", "payload", "A ns/op", "B ns/op", "A/B",
        "A/B quartiles");
    for (String operation : operations) {
      LongUnaryOperator[] builds = {driver(args[0], payloadBytes, operation), driver(args[1], payloadBytes, operation)};
      for (int round = 0; round < 6; round++) {
        for (LongUnaryOperator build : builds) {
          long until = System.nanoTime() + 500_000_000L;
          while (System.nanoTime() < until) {
            build.applyAsLong(1000);
          }
        }
      }
      long start = threads.getCurrentThreadCpuTime();
      builds[0].applyAsLong(10_000);
      long perSlice = Math.max(1000, SLICE_NANOS / Math.max(1, (threads.getCurrentThreadCpuTime() - start) / 10_000));
      double[][] nanos = new double[2][SLICES];
      double[] ratios = new double[SLICES];
      for (int slice = 0; slice < SLICES; slice++) {
        for (int turn = 0; turn < 2; turn++) {
          int build = (slice + turn) & 1;
          long before = threads.getCurrentThreadCpuTime();
          builds[build].applyAsLong(perSlice);
          nanos[build][slice] = (double) (threads.getCurrentThreadCpuTime() - before) / perSlice;
        }
        ratios[slice] = nanos[0][slice] / nanos[1][slice];
      }
      Arrays.sort(nanos[0]);
      Arrays.sort(nanos[1]);
      Arrays.sort(ratios);
      System.out.printf("%-28s %7d %12.0f %12.0f %10.3f %8.3f..%.3f%n", operation, payloadBytes, nanos[0][SLICES / 2],
          nanos[1][SLICES / 2], ratios[SLICES / 2], ratios[SLICES / 4], ratios[3 * SLICES / 4]);
    }
  }

  private static LongUnaryOperator driver(String jar, int payloadBytes, String operation) throws Exception {
    // The platform loader as parent: everything of the build, JMH and its baselines included,
    // comes from its own jar.
    URLClassLoader loader = new URLClassLoader(new URL[] {Path.of(jar).toUri().toURL()},
        ClassLoader.getPlatformClassLoader());
    // The SDK baseline finds its JSON mapper through the context class loader: the build's own.
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      return (LongUnaryOperator) loader.loadClass(Driver.class.getName()).getConstructor(int.class, String.class)
          .newInstance(payloadBytes, operation);
    } finally {
      thread.setContextClassLoader(previous);
    }
  }
}
