package io.mcpgen.samples.orders.demo;

import io.mcpgen.jetty.JettyMcpServer;
import io.mcpgen.runtime.server.McpServerEngine;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import io.mcpgen.samples.orders.OrderDeskMcpClient;
import io.mcpgen.samples.orders.OrderDeskMcpServer;
import io.mcpgen.samples.orders.TeaShop;
import io.mcpgen.samples.orders.client.AnswerSource;
import io.mcpgen.samples.orders.client.AnsweringHooks;
import io.mcpgen.samples.orders.client.Shopper;
import io.mcpgen.samples.orders.client.Transcript;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The orders demo: serves the order desk over Streamable HTTP on 127.0.0.1 (an ephemeral port),
 * calls it with its typed client in the same process, and prints every call, question, answer
 * and result. Answers come from the bundled script, a file ({@code --answers FILE}), or the
 * terminal ({@code --interactive}).
 */
public final class Demo {

  private static final String USAGE = "usage: java -jar orders-demo.jar [--interactive | --answers FILE]";

  private Demo() {}

  public static void main(String[] args) {
    System.exit(run(List.of(args), System.in, System.out, System.err));
  }

  /** Runs the demo; returns the exit status: 0 when every call went through, 1 when one failed, 2 on bad usage. */
  static int run(List<String> args, InputStream stdin, PrintStream out, PrintStream err) {
    Options options;
    try {
      options = Options.parse(args);
    } catch (IllegalArgumentException bad) {
      err.println(bad.getMessage());
      err.println(USAGE);
      return 2;
    }
    if (options.help) {
      out.println(USAGE);
      return 0;
    }
    // Hooks that wait for a person must not hold the thread delivering responses; one thread also
    // keeps the questions of a round in order on the terminal.
    ExecutorService hookThread = Executors.newSingleThreadExecutor(task -> {
      Thread thread = new Thread(task, "orders-demo-answers");
      thread.setDaemon(true);
      return thread;
    });
    try (JettyMcpServer server = JettyMcpServer.builder(engine()).host("127.0.0.1").port(0).start()) {
      AnswerSource answers;
      String origin;
      if (options.interactive) {
        answers = new TerminalAnswers(new BufferedReader(new InputStreamReader(stdin, StandardCharsets.UTF_8)), out,
            Path.of("").toAbsolutePath());
        origin = "the terminal";
      } else {
        ScriptedAnswers script = options.answers == null ? ScriptedAnswers.bundled()
            : ScriptedAnswers.read(Path.of(options.answers));
        answers = script;
        origin = script.origin();
      }
      out.println("order desk served at " + server.endpointUri() + "; answers from " + origin);
      Transcript transcript = new Transcript(out);
      try (OrderDeskMcpClient desk = new AnsweringHooks(answers, transcript)
          .install(OrderDeskMcpClient.builder(StreamableHttpClientTransport.connect(server.endpointUri())))
          .clientInfo("orders-demo", "1.0")
          .hookExecutor(hookThread)
          .build()) {
        new Shopper(desk, transcript).visit();
      }
      out.println();
      out.println("done: " + transcript.calls() + " calls over Streamable HTTP");
      return 0;
    } catch (IOException | RuntimeException failure) {
      out.flush();
      err.println("orders demo failed: " + describe(failure));
      return 1;
    } finally {
      hookThread.shutdownNow();
    }
  }

  private static McpServerEngine engine() {
    // A fresh key per run: the requestState only has to survive the rounds of this process.
    byte[] key = new byte[32];
    new SecureRandom().nextBytes(key);
    return OrderDeskMcpServer.builder(new TeaShop())
        .requestState(RequestStateCodec.builder().audience("order-desk").key("demo", key).build())
        .build();
  }

  /** The failure and its causes, one after the other: a hook's failure arrives wrapped by the call. */
  private static String describe(Throwable failure) {
    StringBuilder text = new StringBuilder(String.valueOf(failure.getMessage()));
    for (Throwable cause = failure.getCause(); cause != null; cause = cause.getCause()) {
      if (cause.getMessage() != null && !text.toString().contains(cause.getMessage())) {
        text.append(": ").append(cause.getMessage());
      }
    }
    return text.toString();
  }

  /** The command line. */
  private static final class Options {
    boolean interactive;
    boolean help;
    String answers;

    static Options parse(List<String> args) {
      Options options = new Options();
      for (int i = 0; i < args.size(); i++) {
        switch (args.get(i)) {
          case "--interactive":
            options.interactive = true;
            break;
          case "--answers":
            if (i + 1 == args.size()) {
              throw new IllegalArgumentException("--answers needs a file");
            }
            options.answers = args.get(++i);
            break;
          case "--help":
          case "-h":
            options.help = true;
            break;
          default:
            throw new IllegalArgumentException("unknown argument: " + args.get(i));
        }
      }
      if (options.interactive && options.answers != null) {
        throw new IllegalArgumentException("--interactive and --answers exclude each other");
      }
      return options;
    }
  }
}
