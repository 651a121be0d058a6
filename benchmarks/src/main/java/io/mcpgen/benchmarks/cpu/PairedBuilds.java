package io.mcpgen.benchmarks.cpu;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Two builds of {@code benchmarks.jar} compared on one operation, interleaved in one JVM
 * ({@link Interleaved}): each build is loaded by a class loader of its own, so each has its own
 * compiled code, and the operation is called the same way on both sides.
 *
 * <p>Each build is loaded twice, in the order before, after, after, before, and the four run
 * interleaved: the first pair has the before build's code compiled first, the second the after
 * build's, and the code compiled second runs at a different speed (up to 5 % on the development
 * machine), so each pair's ratio leans one way and their geometric mean cancels the lean. Each
 * ratio is the before build's time over the after build's, round by round: above 1 when the after
 * build is faster.
 */
public final class PairedBuilds {

  /** The operation of one build, loaded from that build's class loader. */
  @FunctionalInterface
  public interface Operation {
    Callable<?> load(ClassLoader build) throws Exception;
  }

  private PairedBuilds() {}

  /** Exits with a usage message unless both jars exist. */
  public static void requireJars(String usage, String before, String after) {
    for (String jar : List.of(before, after)) {
      if (!Files.isRegularFile(Path.of(jar))) {
        System.err.println("no jar at " + jar + ": give two builds of benchmarks.jar\nusage: " + usage);
        System.exit(2);
      }
    }
  }

  /** A class loader of its own for this jar; the platform loader as parent, so everything else comes from the jar. */
  public static ClassLoader load(String jar) throws Exception {
    return new URLClassLoader(new URL[] {Path.of(jar).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
  }

  /** Times the operation of both builds, interleaved, and prints the rows under {@link Interleaved#printHeader}. */
  public static void compare(String title, Operation operation, String before, String after) throws Exception {
    List<Callable<?>> builds = List.of(operation.load(load(before)), operation.load(load(after)),
        operation.load(load(after)), operation.load(load(before)));
    double[][] perOp = Interleaved.times(builds);
    int rounds = perOp[0].length;
    double[] beforeTimes = new double[2 * rounds];
    double[] afterTimes = new double[2 * rounds];
    double[] loadedFirst = new double[rounds];
    double[] loadedSecond = new double[rounds];
    double[] balanced = new double[rounds];
    for (int round = 0; round < rounds; round++) {
      beforeTimes[2 * round] = perOp[0][round];
      beforeTimes[2 * round + 1] = perOp[3][round];
      afterTimes[2 * round] = perOp[1][round];
      afterTimes[2 * round + 1] = perOp[2][round];
      loadedFirst[round] = perOp[0][round] / perOp[1][round];
      loadedSecond[round] = perOp[3][round] / perOp[2][round];
      balanced[round] = Math.sqrt(loadedFirst[round] * loadedSecond[round]);
    }
    Interleaved.printRow(title, "before", beforeTimes, null);
    Interleaved.printRow(title, "after, before loaded first", perOp[1], loadedFirst);
    Interleaved.printRow(title, "after, after loaded first", perOp[2], loadedSecond);
    Interleaved.printRow(title, "after (both orders)", afterTimes, balanced);
  }
}
