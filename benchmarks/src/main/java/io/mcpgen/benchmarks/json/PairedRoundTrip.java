package io.mcpgen.benchmarks.json;

import io.mcpgen.benchmarks.cpu.Interleaved;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Two builds of this jar compared on round trips of the generated codecs, interleaved in one JVM
 * ({@link Interleaved}): each jar is loaded by a class loader of its own, so each has its own
 * compiled code, and {@link RoundTripBenchmark}'s {@code <message>_generated} of each is called
 * through a method handle (the same call cost on both sides).
 *
 * <p>Each build is loaded twice, in the order before, after, after, before, and the four run
 * interleaved: the first pair has the before build's code compiled first, the second the after
 * build's, and the code compiled second runs at a different speed (up to 5 % on the development
 * machine), so each pair's ratio leans one way and their geometric mean cancels the lean.
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.mcpgen.benchmarks.json.PairedRoundTrip before.jar
 * after.jar [message...]} (default: every message). Each ratio is the before build's time over the
 * after build's, round by round: above 1 when the after build is faster; printed for each order of
 * loading and, last, for both (the geometric mean of the two, round by round).
 */
public final class PairedRoundTrip {

  private static final List<String> MESSAGES =
      List.of("callToolRequest", "callToolResult", "listToolsResult", "inputRequiredResult", "retryRequest");

  private PairedRoundTrip() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: PairedRoundTrip before.jar after.jar [message...]");
      System.exit(2);
    }
    for (int i = 0; i < 2; i++) {
      if (!Files.isRegularFile(Path.of(args[i]))) {
        System.err.println("no jar at " + args[i] + ": give two builds of benchmarks.jar");
        System.exit(2);
      }
    }
    List<String> messages = args.length > 2 ? List.of(args).subList(2, args.length) : MESSAGES;
    Interleaved.printHeader("after faster by");
    for (String message : messages) {
      if (!MESSAGES.contains(message)) {
        System.err.println("no message " + message + "; one of " + MESSAGES);
        System.exit(2);
      }
      // Each build loaded twice, in the order before, after, after, before: a build's code compiled
      // in a JVM that already holds the other's runs at a different speed (by up to 5 % here), and
      // the two pairs take that bias in opposite directions.
      List<Callable<?>> builds = List.of(roundTrip(args[0], message), roundTrip(args[1], message),
          roundTrip(args[1], message), roundTrip(args[0], message));
      double[][] perOp = Interleaved.times(builds);
      int rounds = perOp[0].length;
      double[] before = new double[2 * rounds];
      double[] after = new double[2 * rounds];
      double[] loadedFirst = new double[rounds];
      double[] loadedSecond = new double[rounds];
      double[] balanced = new double[rounds];
      for (int round = 0; round < rounds; round++) {
        before[2 * round] = perOp[0][round];
        before[2 * round + 1] = perOp[3][round];
        after[2 * round] = perOp[1][round];
        after[2 * round + 1] = perOp[2][round];
        loadedFirst[round] = perOp[0][round] / perOp[1][round];
        loadedSecond[round] = perOp[3][round] / perOp[2][round];
        balanced[round] = Math.sqrt(loadedFirst[round] * loadedSecond[round]);
      }
      Interleaved.printRow(message, "before", before, null);
      Interleaved.printRow(message, "after, before loaded first", perOp[1], loadedFirst);
      Interleaved.printRow(message, "after, after loaded first", perOp[2], loadedSecond);
      Interleaved.printRow(message, "after (both orders)", after, balanced);
    }
  }

  private static Callable<?> roundTrip(String jar, String message) throws Exception {
    // The platform loader as parent: the codecs, the runtime and Jackson all come from the jar.
    URLClassLoader loader = new URLClassLoader(new URL[] {Path.of(jar).toUri().toURL()},
        ClassLoader.getPlatformClassLoader());
    Class<?> type = loader.loadClass(RoundTripBenchmark.class.getName());
    // The SDK finds its JSON mapper through the context class loader: point it at the build's own.
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    Object benchmark;
    thread.setContextClassLoader(loader);
    try {
      benchmark = type.getConstructor().newInstance();
    } finally {
      thread.setContextClassLoader(previous);
    }
    MethodHandle generated = MethodHandles.publicLookup()
        .findVirtual(type, message + "_generated", MethodType.methodType(byte[].class))
        .bindTo(benchmark);
    return () -> {
      try {
        return (byte[]) generated.invoke();
      } catch (Exception | Error e) {
        throw e;
      } catch (Throwable t) {
        throw new IllegalStateException(t);
      }
    };
  }
}
