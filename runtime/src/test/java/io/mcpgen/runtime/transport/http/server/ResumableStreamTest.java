package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mcpgen.runtime.testing.LogCapture;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.Test;

/**
 * A session's POST response streams: ids on every event, naming the stream; resumption after an
 * id on another connection; and the session's bound on what is kept, which a stream with no
 * client connected overflows (dropped, logged once) rather than growing.
 */
class ResumableStreamTest {

  private final EventIds ids = new EventIds(new SecureRandom());

  @Test
  void everyEventCarriesAnIdThatNamesItsStreamAndIsUniqueInTheSession() {
    ResponseStreams streams = new ResponseStreams(ids, 100, 100_000);
    ResumableStream first = streams.open();
    ResumableStream second = streams.open();
    StreamExchange one = connected(first);
    StreamExchange two = connected(second);
    first.send(data("a"), false);
    second.send(data("b"), false);
    first.send(data("c"), true);

    List<String> all = new ArrayList<>(one.ids());
    all.addAll(two.ids());
    assertEquals(3, all.size());
    assertEquals(3, all.stream().distinct().count(), all.toString());
    assertEquals(new EventIds.Cursor(first.number, 2), ids.parse(one.ids().get(1)).cursor());
    assertEquals(new EventIds.Cursor(second.number, 1), ids.parse(two.ids().get(0)).cursor());
    assertNotEquals(EventIds.SESSION_STREAM, first.number);
    assertTrue(one.ended, "the stream ends after the response");
    assertFalse(two.ended);
  }

  @Test
  void aResumeGetsTheEventsAfterTheIdThenTheRestAndEndsAfterTheResponse() throws Exception {
    ResponseStreams streams = new ResponseStreams(ids, 100, 100_000);
    ResumableStream stream = streams.open();
    StreamExchange post = connected(stream);
    stream.send(data("progress 1"), false);
    post.clientGone = true;
    stream.send(data("progress 2"), false); // the write fails: the connection is dropped, the event kept
    assertTrue(post.aborted);
    stream.send(data("asks"), false);       // no connection: kept for the client
    String seen = post.ids().get(0);

    StreamExchange get = new StreamExchange();
    assertSame(stream, streams.find(ids.parse(seen).cursor().stream()));
    assertTrue(stream.resume(get, ids.parse(seen).cursor().event()));
    assertEquals(List.of("\"progress 2\"", "\"asks\""), get.data());
    assertEquals("text/event-stream", get.responseHeaders.get("Content-Type"));
    assertFalse(get.ended, "open for the rest");
    stream.send(data("result"), true);
    assertEquals(List.of("\"progress 2\"", "\"asks\"", "\"result\""), get.data());
    assertTrue(get.ended, "ended after the response");

    // A resume of the ended stream after the last id it saw gets nothing, and an ended stream.
    StreamExchange late = new StreamExchange();
    assertTrue(stream.resume(late, ids.parse(get.ids().get(2)).cursor().event()));
    assertEquals(List.of(), late.data());
    assertFalse(late.ended, "not on the server's thread, which might not have sent the replay yet");
    stream.endReplayed(late);
    assertTrue(late.ended);
  }

  @Test
  void aResumeTakesTheStreamOverFromTheConnectionBefore() throws Exception {
    ResponseStreams streams = new ResponseStreams(ids, 100, 100_000);
    ResumableStream stream = streams.open();
    StreamExchange post = connected(stream);
    stream.send(data("one"), false);
    StreamExchange get = new StreamExchange();
    assertTrue(stream.resume(get, 1));
    assertTrue(post.aborted, "the POST's connection the client gave up is cut off");
    stream.send(data("two"), false);
    assertEquals(List.of("\"one\""), post.data());
    assertEquals(List.of("\"two\""), get.data());
  }

  @Test
  void aResumeIsRefusedWhenTheEventsAfterTheIdAreNoLongerAllKeptOrTheIdWasNeverWritten() throws Exception {
    ResponseStreams streams = new ResponseStreams(ids, 2, 100_000);
    ResumableStream stream = streams.open();
    connected(stream);
    for (int i = 0; i < 5; i++) {
      stream.send(data("e" + i), false); // connected: the oldest are forgotten to stay within 2
    }
    assertEquals(2, streams.keptEvents());
    StreamExchange get = new StreamExchange();
    assertFalse(stream.resume(get, 2), "event 3 is no longer kept");
    assertFalse(stream.resume(get, 6), "event 6 was never written");
    assertEquals(0, get.status, "nothing written on a refused resume");
    assertTrue(stream.resume(get, 3));
    assertEquals(List.of("\"e3\"", "\"e4\""), get.data());
  }

  @Test
  void aStreamWithNoClientThatPassesTheLimitIsDroppedLoggedOnceAndCannotBeResumed() {
    try (LogCapture log = new LogCapture()) {
      ResponseStreams streams = new ResponseStreams(ids, 4, 100_000);
      ResumableStream first = streams.open();
      ResumableStream second = streams.open();
      detached(first);
      detached(second);
      for (int i = 0; i < 10; i++) {
        first.send(data("first " + i), false);
        second.send(data("second " + i), false);
        assertTrue(streams.keptEvents() <= 4, "kept " + streams.keptEvents());
      }
      assertNull(streams.find(first.number), "the overflowing stream is dropped");
      assertNull(streams.find(second.number));
      assertEquals(0, streams.keptEvents());
      assertEquals(0, streams.keptBytes());
      assertEquals(1, log.atLeast(Level.WARNING).size(), "logged once per session");
    }
  }

  @Test
  void theByteLimitHoldsToo() {
    ResponseStreams streams = new ResponseStreams(ids, 1000, 1000);
    ResumableStream stream = streams.open();
    detached(stream);
    stream.send(data("x".repeat(600)), false);
    assertTrue(streams.keptBytes() > 600);
    stream.send(data("x".repeat(600)), false);
    assertTrue(streams.keptBytes() <= 1000, "kept " + streams.keptBytes());
    assertNull(streams.find(stream.number));
  }

  @Test
  void streamsThatEndedAreForgottenFirstToMakeRoom() throws Exception {
    ResponseStreams streams = new ResponseStreams(ids, 3, 100_000);
    ResumableStream done = streams.open();
    connected(done);
    done.send(data("progress"), false);
    done.send(data("result"), true);
    ResumableStream waiting = streams.open();
    detached(waiting);
    waiting.send(data("one"), false);
    waiting.send(data("two"), false);

    assertNull(streams.find(done.number), "the ended stream made room");
    assertSame(waiting, streams.find(waiting.number));
    StreamExchange get = new StreamExchange();
    assertTrue(waiting.resume(get, 0));
    assertEquals(List.of("\"one\"", "\"two\""), get.data());
  }

  @Test
  void theEndOfTheSessionCutsTheConnectionOffAndForgetsEverything() throws Exception {
    ResponseStreams streams = new ResponseStreams(ids, 10, 100_000);
    ResumableStream stream = streams.open();
    StreamExchange post = connected(stream);
    stream.send(data("one"), false);
    streams.close();
    assertTrue(post.aborted);
    assertNull(streams.find(stream.number));
    stream.send(data("result"), true);
    assertEquals(0, streams.keptEvents());
    assertEquals(List.of("\"one\""), post.data());
  }

  private static StreamExchange connected(ResumableStream stream) {
    StreamExchange post = new StreamExchange();
    stream.connect(post, post.openStream(200));
    return post;
  }

  /** A stream whose POST connection opened and broke before anything was written. */
  private static void detached(ResumableStream stream) {
    StreamExchange post = connected(stream);
    stream.lost(post);
  }

  private static byte[] data(String text) {
    return ("\"" + text + "\"").getBytes(StandardCharsets.UTF_8);
  }
}
