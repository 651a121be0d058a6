package io.mcpgen.benchmarks.cpu;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/**
 * Several ways of doing one operation, timed by the measuring thread's CPU time in interleaved
 * slices: each warms up for {@link #WARM_UP_NANOS}, then all run in turn, a slice of about
 * {@link #SLICE_NANOS} each, in an order rotated every round, so a change in the machine's speed
 * (a shared 2-vCPU VM's neighbours) falls on all of them alike. Each round gives every way's time
 * per operation and its ratio to the reference's time in that same round; the medians (and the
 * quartiles of the ratio) are printed. {@code -Dinterleaved.rounds=N} runs more rounds than the
 * default 21, for differences of a few percent on a noisy machine.
 */
public final class Interleaved {

  private static final long WARM_UP_NANOS = 3_000_000_000L;
  private static final long SLICE_NANOS = 50_000_000L;
  private static final int ROUNDS = Integer.getInteger("interleaved.rounds", 21);

  private static volatile Object sink;

  private Interleaved() {}

  /** The header line of {@link #measure}'s rows. */
  public static void printHeader(String ratioTitle) {
    System.out.printf("%-20s %-26s %12s %14s %22s%n", "message", "variant", "cpu ns/op", "ops/cpu-s", ratioTitle);
  }

  /**
   * Measures the variants and prints one row each: its median time per operation and, but for
   * {@code reference}, the median (quartiles) of its time over the reference's, round by round.
   */
  public static void measure(String title, Map<String, Callable<?>> variants, String reference) throws Exception {
    measure(title, variants, reference, false);
  }

  /**
   * As {@link #measure(String, Map, String)}; with {@code referenceOverVariant}, each ratio is the
   * reference's time over the variant's instead (how many times faster the variant was).
   */
  public static void measure(String title, Map<String, Callable<?>> variants, String reference,
      boolean referenceOverVariant) throws Exception {
    List<String> names = List.copyOf(variants.keySet());
    double[][] perOp = times(names.stream().map(variants::get).collect(Collectors.toList()));
    int ref = names.indexOf(reference);
    for (int v = 0; v < names.size(); v++) {
      double[] ratios = new double[perOp[v].length];
      for (int round = 0; round < ratios.length; round++) {
        ratios[round] = referenceOverVariant ? perOp[ref][round] / perOp[v][round] : perOp[v][round] / perOp[ref][round];
      }
      printRow(title, names.get(v), perOp[v], v == ref ? null : ratios);
    }
  }

  /**
   * Warms each variant up, then runs all of them in rotated slices; per variant, its time per
   * operation in each round, in CPU nanoseconds.
   */
  public static double[][] times(List<Callable<?>> variants) throws Exception {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long[] opsPerSlice = new long[variants.size()];
    for (int v = 0; v < variants.size(); v++) {
      Callable<?> variant = variants.get(v);
      long until = System.nanoTime() + WARM_UP_NANOS;
      long ops = 0;
      long cpuStart = threads.getCurrentThreadCpuTime();
      while (System.nanoTime() < until) {
        sink = variant.call();
        ops++;
      }
      long cpu = Math.max(1, threads.getCurrentThreadCpuTime() - cpuStart);
      opsPerSlice[v] = Math.max(1, ops * SLICE_NANOS / cpu);
    }
    double[][] perOp = new double[variants.size()][ROUNDS];
    for (int round = 0; round < ROUNDS; round++) {
      for (int k = 0; k < variants.size(); k++) {
        int v = (k + round) % variants.size();
        Callable<?> variant = variants.get(v);
        long start = threads.getCurrentThreadCpuTime();
        for (long i = 0; i < opsPerSlice[v]; i++) {
          sink = variant.call();
        }
        perOp[v][round] = (threads.getCurrentThreadCpuTime() - start) / (double) opsPerSlice[v];
      }
    }
    return perOp;
  }

  /**
   * One row under {@link #printHeader}: the median time per operation and, when {@code ratios} is
   * not null, their median with quartiles.
   */
  public static void printRow(String title, String variant, double[] perOp, double[] ratios) {
    double median = quantile(perOp, 0.5);
    String ratio = ratios == null ? "" : String.format("%.2fx (%.2f-%.2f)", quantile(ratios, 0.5),
        quantile(ratios, 0.25), quantile(ratios, 0.75));
    System.out.printf("%-20s %-26s %12.0f %14.0f %22s%n", title, variant, median, 1e9 / median, ratio);
  }

  private static double quantile(double[] values, double q) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[(int) Math.round(q * (sorted.length - 1))];
  }
}
