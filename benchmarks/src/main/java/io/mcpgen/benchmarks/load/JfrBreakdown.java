package io.mcpgen.benchmarks.load;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where a server's CPU samples go, by layer: reads the {@code jdk.ExecutionSample} events of a JFR
 * recording and gives each sample to the layer of its leaf-most frame that belongs to one (so a
 * JDK method called from the JSON codec counts as codec, a JSON call made by the engine counts as
 * codec too, and JDK code called straight from Jetty counts as Jetty).
 *
 * <pre>
 * java -cp benchmarks.jar io.mcpgen.benchmarks.load.JfrBreakdown recording.jfr
 * </pre>
 */
public final class JfrBreakdown {

  /** Layers by class-name prefix, the first matching one wins for a frame. */
  private static final Map<String, List<String>> LAYERS = new LinkedHashMap<>();

  static {
    LAYERS.put("requestState (state codec, HMAC/AES, SHA-256)", List.of("io.mcpgen.runtime.state.", "javax.crypto.",
        "com.sun.crypto.", "sun.security."));
    LAYERS.put("codec (JSON)", List.of("io.mcpgen.json."));
    LAYERS.put("JSON-RPC framing", List.of("io.mcpgen.runtime.jsonrpc."));
    LAYERS.put("engine (mrtr)", List.of("io.mcpgen.runtime.mrtr."));
    LAYERS.put("handler (generated stub, service)", List.of("io.mcpgen.samples."));
    LAYERS.put("mcpgen HTTP transport", List.of("io.mcpgen.runtime.transport.", "io.mcpgen.jetty.", "io.mcpgen.servlet."));
    LAYERS.put("SDK 2.2.0", List.of("io.modelcontextprotocol.", "reactor.", "com.fasterxml.jackson."));
    LAYERS.put("Jetty", List.of("org.eclipse.jetty."));
    LAYERS.put("JDK sockets (Java side)", List.of("sun.nio.", "java.nio.channels."));
  }

  private JfrBreakdown() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: JfrBreakdown recording.jfr");
      System.exit(2);
    }
    Map<String, Integer> counts = new LinkedHashMap<>();
    LAYERS.keySet().forEach(layer -> counts.put(layer, 0));
    counts.put("other", 0);
    int total = 0;
    for (RecordedEvent event : RecordingFile.readAllEvents(Path.of(args[0]))) {
      if (!event.getEventType().getName().equals("jdk.ExecutionSample") || event.getStackTrace() == null) {
        continue;
      }
      total++;
      counts.merge(layer(event.getStackTrace().getFrames()), 1, Integer::sum);
    }
    System.out.printf(Locale.ROOT, "%d execution samples%n", total);
    for (Map.Entry<String, Integer> entry : counts.entrySet()) {
      System.out.printf(Locale.ROOT, "%5.1f %%  %6d  %s%n", total == 0 ? 0 : 100.0 * entry.getValue() / total,
          entry.getValue(), entry.getKey());
    }
  }

  private static String layer(List<RecordedFrame> frames) {
    for (RecordedFrame frame : frames) {
      String name = frame.getMethod().getType().getName();
      for (Map.Entry<String, List<String>> layer : LAYERS.entrySet()) {
        for (String prefix : layer.getValue()) {
          if (name.startsWith(prefix)) {
            return layer.getKey();
          }
        }
      }
    }
    return "other";
  }
}
