package io.mcpgen.benchmarks.state;

import io.mcpgen.benchmarks.cpu.Interleaved;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

/**
 * The benchmarks of {@link RequestStateBenchmark}, timed by the CPU time of the measuring thread
 * rather than the wall clock, which a shared machine's neighbours disturb far less. Complements
 * JMH (no forks, no blackhole: each result is kept in a field).
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.mcpgen.benchmarks.state.CpuTimeState [regex]}; each
 * variant whose name matches warms up for 3 s, then runs nine rounds of about 0.2 s; the median
 * round is reported, and each variant's ratio to its floor in the same run.
 *
 * <p>{@code CpuTimeState --vs-sdk}: mint + verify of the codec, signed and sealed, and of the
 * SDK's {@code HmacRequestStateCodec}, interleaved ({@link Interleaved}), at 300 B and 2 KB;
 * each ratio is the time of {@code sdkSignedFromState} over the variant's, round by round:
 * the SDK's mint + verify from the state as its user holds it, a map written to its string by the
 * SDK's mapper, as the codec's mint writes its payload from a built value. The ratio of
 * {@code sdkSignedMintVerify} (handed the text ready-made) shows what writing the state costs.
 */
public final class CpuTimeState {

  /** One operation to time. */
  private interface Variant {
    Object run() throws Exception;
  }

  private static volatile Object sink;

  private CpuTimeState() {}

  public static void main(String[] args) throws Exception {
    if (args.length > 0 && args[0].equals("--vs-sdk")) {
      againstTheSdk();
      return;
    }
    Pattern filter = Pattern.compile(args.length > 0 ? args[0] : ".*");
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    System.out.printf("%-32s %8s %12s %14s %10s%n", "variant", "payload", "cpu ns/op", "ops/cpu-s", "vs floor");
    for (int payloadBytes : new int[] {300, 2048}) {
      RequestStateBenchmark b = new RequestStateBenchmark();
      b.payloadBytes = payloadBytes;
      b.setUp();
      Map<String, Variant> variants = new LinkedHashMap<>();
      variants.put("rawHmacMintVerify", b::rawHmacMintVerify);
      variants.put("rawGcmSealOpen", b::rawGcmSealOpen);
      variants.put("codecSignedMint", b::codecSignedMint);
      variants.put("codecSignedMintVerify", b::codecSignedMintVerify);
      variants.put("codecSignedMintVerifyRead", b::codecSignedMintVerifyRead);
      variants.put("codecSealedMint", b::codecSealedMint);
      variants.put("codecSealedMintVerify", b::codecSealedMintVerify);
      variants.put("codecSealedMintVerifyRead", b::codecSealedMintVerifyRead);
      variants.put("requestSigned", b::requestSigned);
      variants.put("requestSealed", b::requestSealed);
      variants.put("obviousMintVerify", b::obviousMintVerify);
      variants.put("nimbusMintVerify", b::nimbusMintVerify);
      variants.put("sdkSignedMintVerify", b::sdkSignedMintVerify);
      variants.put("sdkRequest", b::sdkRequest);
      Map<String, Long> medians = new LinkedHashMap<>();
      for (Map.Entry<String, Variant> entry : variants.entrySet()) {
        if (!filter.matcher(entry.getKey()).find() && !entry.getKey().startsWith("raw")) {
          continue;
        }
        long median = median(threads, entry.getValue());
        medians.put(entry.getKey(), median);
        String floor = entry.getKey().contains("Sealed") ? "rawGcmSealOpen" : "rawHmacMintVerify";
        String ratio = entry.getKey().startsWith("raw") ? "" : String.format("%.2f", (double) medians.get(floor) / median);
        System.out.printf("%-32s %8d %12d %14.0f %10s%n", entry.getKey(), payloadBytes, median, 1e9 / median, ratio);
      }
    }
  }

  private static void againstTheSdk() throws Exception {
    Interleaved.printHeader("SDK slower by");
    for (int payloadBytes : new int[] {300, 2048}) {
      RequestStateBenchmark b = new RequestStateBenchmark();
      b.payloadBytes = payloadBytes;
      b.setUp();
      Map<String, Callable<?>> variants = new LinkedHashMap<>();
      variants.put("codecSignedMintVerify", b::codecSignedMintVerify);
      variants.put("sdkSignedMintVerify", b::sdkSignedMintVerify);
      variants.put("codecSealedMintVerify", b::codecSealedMintVerify);
      variants.put("sdkSignedFromState", b::sdkSignedMintVerifyFromState);
      Interleaved.measure("state " + payloadBytes + " B", variants, "sdkSignedFromState", true);
    }
  }

  private static long median(ThreadMXBean threads, Variant variant) throws Exception {
    long until = System.nanoTime() + 3_000_000_000L;
    long ops = 0;
    long cpuStart = threads.getCurrentThreadCpuTime();
    while (System.nanoTime() < until) {
      sink = variant.run();
      ops++;
    }
    long perOp = Math.max(1, (threads.getCurrentThreadCpuTime() - cpuStart) / ops);
    int roundOps = (int) Math.max(100, 200_000_000L / perOp);
    long[] rounds = new long[9];
    for (int round = 0; round < rounds.length; round++) {
      long start = threads.getCurrentThreadCpuTime();
      for (int i = 0; i < roundOps; i++) {
        sink = variant.run();
      }
      rounds[round] = (threads.getCurrentThreadCpuTime() - start) / roundOps;
    }
    Arrays.sort(rounds);
    return rounds[rounds.length / 2];
  }
}
