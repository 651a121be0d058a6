package io.mcpgen.benchmarks.stubs;

import io.mcpgen.benchmarks.cpu.Interleaved;
import io.mcpgen.benchmarks.cpu.PairedBuilds;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Two builds of this jar compared on the generated dispatcher's calls ({@link PairedBuilds}): the
 * one-round {@code tools/call quote} and the two-round {@code place_order} of {@link StubsBenchmark},
 * each build's own engine, stub and JSON layer serving them.
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.mcpgen.benchmarks.stubs.PairedStubs before.jar
 * after.jar [dispatcher]} ({@code generated}, the default, or {@code handWritten}). The methods are
 * found by name, so builds whose JSON types moved package compare as well.
 */
public final class PairedStubs {

  private static final List<String> CALLS = List.of("oneRoundToolCall", "twoRoundToolCall");
  private static final String USAGE = "PairedStubs before.jar after.jar [generated|handWritten]";

  private PairedStubs() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 2 || args.length > 3) {
      System.err.println("usage: " + USAGE);
      System.exit(2);
    }
    PairedBuilds.requireJars(USAGE, args[0], args[1]);
    String dispatcher = args.length == 3 ? args[2] : "generated";
    Interleaved.printHeader("after faster by");
    for (String call : CALLS) {
      PairedBuilds.compare(call, build -> call(build, dispatcher, call), args[0], args[1]);
    }
  }

  private static Callable<?> call(ClassLoader build, String dispatcher, String call) throws Exception {
    Class<?> type = build.loadClass(StubsBenchmark.class.getName());
    Object benchmark = type.getConstructor().newInstance();
    type.getField("dispatcher").set(benchmark, dispatcher);
    type.getMethod("setUp").invoke(benchmark);
    MethodHandle method = MethodHandles.publicLookup().unreflect(type.getMethod(call)).bindTo(benchmark);
    return () -> {
      try {
        return method.invoke();
      } catch (Exception | Error e) {
        throw e;
      } catch (Throwable t) {
        throw new IllegalStateException(t);
      }
    };
  }
}
