package io.mcpgen.runtime.transport.http.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The event-stream decoder: line endings, comments, multi-line data, event types, limits. */
class SseDecoderTest {

  @Test
  void eventsAreFoundWhateverTheLineEndingsAndHoweverTheBytesAreSplit() throws IOException {
    String stream = ":keep-alive\r\n\r\nevent: message\r\ndata: one\r\n\r\ndata:two\rdata: lines\r\r"
        + ": comment\n\nevent: other\ndata: skipped\n\ndata: \u2713 three\n\n";
    byte[] bytes = stream.getBytes(StandardCharsets.UTF_8);
    for (int split = 1; split < bytes.length; split++) {
      List<String> events = new ArrayList<>();
      SseDecoder decoder = new SseDecoder(1024, events::add);
      decoder.feed(ByteBuffer.wrap(bytes, 0, split));
      decoder.feed(ByteBuffer.wrap(bytes, split, bytes.length - split));
      assertEquals(List.of("one", "two\nlines", "\u2713 three"), events, "split at " + split);
    }
  }

  @Test
  void aLineLongerThanTheLimitIsRefused() {
    SseDecoder decoder = new SseDecoder(1024, event -> { });
    byte[] line = ("data: " + "x".repeat(2000)).getBytes(StandardCharsets.US_ASCII);
    assertThrows(IOException.class, () -> decoder.feed(ByteBuffer.wrap(line)));
  }
}
