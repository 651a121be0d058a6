package io.mcpgen.benchmarks.json;

import io.mcpgen.benchmarks.cpu.Interleaved;
import io.mcpgen.benchmarks.cpu.PairedBuilds;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Two builds of this jar compared on round trips of the generated codecs ({@link PairedBuilds}):
 * {@link RoundTripBenchmark}'s {@code <message>_generated} of each build is called through a method
 * handle (the same call cost on both sides).
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.mcpgen.benchmarks.json.PairedRoundTrip before.jar
 * after.jar [message...]} (default: every message). Each ratio is the before build's time over the
 * after build's, round by round: above 1 when the after build is faster; printed for each order of
 * loading and, last, for both (the geometric mean of the two, round by round).
 */
public final class PairedRoundTrip {

  private static final List<String> MESSAGES =
      List.of("callToolRequest", "callToolResult", "listToolsResult", "inputRequiredResult", "retryRequest");
  private static final String USAGE = "PairedRoundTrip before.jar after.jar [message...]";

  private PairedRoundTrip() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: " + USAGE);
      System.exit(2);
    }
    PairedBuilds.requireJars(USAGE, args[0], args[1]);
    List<String> messages = args.length > 2 ? List.of(args).subList(2, args.length) : MESSAGES;
    Interleaved.printHeader("after faster by");
    for (String message : messages) {
      if (!MESSAGES.contains(message)) {
        System.err.println("no message " + message + "; one of " + MESSAGES);
        System.exit(2);
      }
      PairedBuilds.compare(message, build -> roundTrip(build, message), args[0], args[1]);
    }
  }

  private static Callable<?> roundTrip(ClassLoader loader, String message) throws Exception {
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
