package io.mcpgen.benchmarks.json;

import io.mcpgen.benchmarks.cpu.Interleaved;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Two builds of this jar compared on round trips of the generated codecs, interleaved in one JVM
 * ({@link Interleaved}): each jar is loaded by a class loader of its own, so each has its own
 * compiled code, and {@link RoundTripBenchmark}'s {@code <message>_generated} of each is called
 * through a method handle (the same call cost on both sides).
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.mcpgen.benchmarks.json.PairedRoundTrip before.jar
 * after.jar [message...]} (default: every message). The ratio is the before build's time over the
 * after build's, round by round: above 1 when the after build is faster.
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
      Map<String, Callable<?>> builds = new LinkedHashMap<>();
      builds.put("before", roundTrip(args[0], message));
      builds.put("after", roundTrip(args[1], message));
      Interleaved.measure(message, builds, "before", true);
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
