package io.mcpgen.runtime.server;

import io.mcpgen.runtime.mrtr.Scheduler;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How the engine runs tasks of the {@code io.modelcontextprotocol/tasks} extension: where they are
 * kept, how long they live, the polling interval suggested to clients, and where their handlers
 * run.
 *
 * <pre>{@code
 * McpServerEngine.builder()
 *     .tasks(TaskSettings.builder().ttl(Duration.ofHours(1)).maxTasks(10_000, 100).build())
 *     .tool(exportDefinition, exportHandler, TaskSupport.OPTIONAL)
 * }</pre>
 */
public final class TaskSettings {

  /** Default TTL of a task: one hour. */
  public static final Duration DEFAULT_TTL = Duration.ofHours(1);
  /** Default polling interval suggested to clients. */
  public static final Duration DEFAULT_POLL_INTERVAL = Duration.ofMillis(500);
  /** Default bound of the in-memory store, in total. */
  public static final int DEFAULT_MAX_TASKS = 1_000;
  /** Default bound of the in-memory store, per principal. */
  public static final int DEFAULT_MAX_TASKS_PER_PRINCIPAL = 100;

  private final TaskStore store;
  private final Duration ttl;
  private final Duration pollInterval;
  private final Executor executor;
  private final Clock clock;
  private final Scheduler scheduler;
  private final int maxRuns;

  private TaskSettings(Builder builder) {
    this.clock = builder.clock;
    this.store = builder.store != null ? builder.store
        : TaskStore.inMemory(builder.maxTasks, builder.maxTasksPerPrincipal, clock);
    this.ttl = builder.ttl;
    this.pollInterval = builder.pollInterval;
    this.executor = builder.executor != null ? builder.executor : defaultExecutor(builder.maxTasks);
    this.scheduler = builder.scheduler;
    this.maxRuns = builder.maxRuns;
  }

  /** The defaults: an in-memory store bounded at 1 000 tasks, 100 per principal; TTL one hour. */
  public static TaskSettings defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  TaskStore store() {
    return store;
  }

  Duration ttl() {
    return ttl;
  }

  Duration pollInterval() {
    return pollInterval;
  }

  Executor executor() {
    return executor;
  }

  Clock clock() {
    return clock;
  }

  Scheduler scheduler() {
    return scheduler;
  }

  int maxRuns() {
    return maxRuns;
  }

  /** Daemon threads made as tasks need them, at most one per task the store may hold. */
  private static ExecutorService defaultExecutor(int maxThreads) {
    AtomicInteger count = new AtomicInteger();
    ThreadFactory threads = work -> {
      Thread thread = new Thread(work, "mcpgen-task-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
    return new ThreadPoolExecutor(0, maxThreads, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), threads);
  }

  /** Builds {@link TaskSettings}. */
  public static final class Builder {
    private TaskStore store;
    private int maxTasks = DEFAULT_MAX_TASKS;
    private int maxTasksPerPrincipal = DEFAULT_MAX_TASKS_PER_PRINCIPAL;
    private Duration ttl = DEFAULT_TTL;
    private Duration pollInterval = DEFAULT_POLL_INTERVAL;
    private Executor executor;
    private Clock clock = Clock.systemUTC();
    private Scheduler scheduler = Scheduler.system();
    private int maxRuns = 100;

    private Builder() {}

    /** Where tasks are kept; default an in-memory store bounded by {@link #maxTasks}. */
    public Builder store(TaskStore store) {
      this.store = Objects.requireNonNull(store, "store");
      return this;
    }

    /** The bounds of the default in-memory store: in total, and per principal. */
    public Builder maxTasks(int total, int perPrincipal) {
      if (total < 1 || perPrincipal < 1) {
        throw new IllegalArgumentException("the task bounds must be at least 1");
      }
      this.maxTasks = total;
      this.maxTasksPerPrincipal = perPrincipal;
      return this;
    }

    /** How long a task stays after its creation (then it is discarded, and a running handler cancelled). */
    public Builder ttl(Duration ttl) {
      if (ttl.isNegative() || ttl.isZero()) {
        throw new IllegalArgumentException("the task TTL must be positive");
      }
      this.ttl = ttl;
      return this;
    }

    /** The polling interval suggested to clients. */
    public Builder pollInterval(Duration pollInterval) {
      if (pollInterval.isNegative() || pollInterval.isZero()) {
        throw new IllegalArgumentException("the polling interval must be positive");
      }
      this.pollInterval = pollInterval;
      return this;
    }

    /**
     * Where task handlers run; default daemon threads made as needed, at most one per task the
     * default store may hold. An executor that refuses work fails the task.
     */
    public Builder executor(Executor executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    /** The clock of timestamps and of the default store's TTL; default UTC system time. */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /** What cancels a handler still running when its task's TTL passes; default {@link Scheduler#system()}. */
    public Builder scheduler(Scheduler scheduler) {
      this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
      return this;
    }

    /**
     * The most times a task's handler may run (each input round and each retry is a run; default
     * 100); a task that needs more fails.
     */
    public Builder maxRuns(int maxRuns) {
      if (maxRuns < 1) {
        throw new IllegalArgumentException("maxRuns must be at least 1");
      }
      this.maxRuns = maxRuns;
      return this;
    }

    public TaskSettings build() {
      return new TaskSettings(this);
    }
  }
}
