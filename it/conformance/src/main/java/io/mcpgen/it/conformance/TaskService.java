package io.mcpgen.it.conformance;

import io.mcpgen.runtime.server.McpErrorException;
import io.mcpgen.runtime.typed.Elicited;
import io.mcpgen.runtime.typed.McpExchange;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** The conformance server's {@link TaskFixtures}. */
final class TaskService implements TaskFixtures {

  /** The longest {@code slow_compute} works: the suite asks for 60 s at most. */
  private static final double MAX_SECONDS = 600;
  /** A server error code for {@code protocol_error_job} (the range -32000 to -32099 is the server's). */
  private static final int JOB_CRASHED = -32000;

  @Override
  public String greet(Greeting arguments) {
    return "Hello, " + arguments.name() + "!";
  }

  @Override
  public String slowCompute(Compute arguments, McpExchange exchange) {
    if (!(arguments.seconds() >= 0 && arguments.seconds() <= MAX_SECONDS)) {
      throw new IllegalArgumentException("seconds must be between 0 and " + (long) MAX_SECONDS);
    }
    work(exchange, (long) (arguments.seconds() * 1000));
    return "Computed " + arguments.label().orElse("result") + " in " + arguments.seconds() + " s";
  }

  @Override
  public String failingJob(McpExchange exchange) {
    work(exchange, 1000);
    throw new IllegalStateException("the job failed: its input could not be processed");
  }

  @Override
  public String protocolErrorJob() {
    throw new McpErrorException(JOB_CRASHED, "the job crashed");
  }

  @Override
  public String confirmDelete(Deletion arguments, Elicited<Confirmation> confirm) {
    boolean confirmed = confirm.accepted().map(Confirmation::confirm).orElse(false);
    return confirmed ? "Deleted " + arguments.filename() : "Kept " + arguments.filename();
  }

  @Override
  public String multiInput(Elicited<Entry> first, Elicited<Entry> second) {
    return "Got " + name(first) + " and " + name(second);
  }

  private static String name(Elicited<Entry> entry) {
    return entry.accepted().map(Entry::name).orElse("nothing");
  }

  /** Waits {@code millis}, or less when the call is cancelled (then throws, and the task ends cancelled). */
  private static void work(McpExchange exchange, long millis) {
    CountDownLatch cancelled = new CountDownLatch(1);
    Runnable unhook = exchange.round().cancellation().onCancel(cancelled::countDown);
    try {
      if (cancelled.await(millis, TimeUnit.MILLISECONDS)) {
        throw new CancellationException("cancelled");
      }
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      throw new CancellationException("interrupted");
    } finally {
      unhook.run();
    }
  }
}
