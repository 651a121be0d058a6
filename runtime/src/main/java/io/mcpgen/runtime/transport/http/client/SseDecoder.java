package io.mcpgen.runtime.transport.http.client;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

/**
 * Decodes a {@code text/event-stream} as bytes arrive: lines end in CR, LF or CRLF; comment lines
 * (starting with {@code :}, e.g. keep-alives) are ignored; {@code data} fields are joined; a blank
 * line dispatches the event's data when its type is {@code message} (or unset). Lines and events
 * longer than the limit are refused with an {@link IOException}. The {@code id} and {@code retry}
 * fields go to their own listeners (a 2025-era stream may be resumed; a 2026-07-28 one cannot).
 */
public final class SseDecoder {

  private final int maxBytes;
  private final Consumer<String> events;
  private final Consumer<String> ids;
  private final LongConsumer retries;
  private final ByteArrayOutputStream line = new ByteArrayOutputStream(256);
  private final StringBuilder data = new StringBuilder();
  private String eventType = "";
  private boolean hasData;
  private boolean afterCarriageReturn;

  /** A decoder that hands each event's data to {@code events}, ignoring ids and retry delays. */
  public SseDecoder(int maxBytes, Consumer<String> events) {
    this(maxBytes, events, id -> { }, retry -> { });
  }

  /**
   * @param ids receives each {@code id} field's value (the stream's last event id so far)
   * @param retries receives each valid {@code retry} field, in milliseconds
   */
  public SseDecoder(int maxBytes, Consumer<String> events, Consumer<String> ids, LongConsumer retries) {
    this.maxBytes = maxBytes;
    this.events = events;
    this.ids = ids;
    this.retries = retries;
  }

  /**
   * Decodes the bytes, dispatching every event they complete.
   *
   * @throws IOException when a line or an event passes the limit
   */
  public void feed(ByteBuffer bytes) throws IOException {
    while (bytes.hasRemaining()) {
      byte b = bytes.get();
      if (afterCarriageReturn) {
        afterCarriageReturn = false;
        if (b == '\n') {
          continue; // the LF of a CRLF
        }
      }
      if (b == '\r' || b == '\n') {
        afterCarriageReturn = b == '\r';
        endOfLine();
      } else {
        if (line.size() >= maxBytes) {
          throw new IOException("an event-stream line is longer than " + maxBytes + " bytes");
        }
        line.write(b);
      }
    }
  }

  private void endOfLine() throws IOException {
    String text = line.toString(StandardCharsets.UTF_8);
    line.reset();
    if (text.isEmpty()) {
      dispatch();
      return;
    }
    if (text.charAt(0) == ':') {
      return; // a comment: keep-alive
    }
    int colon = text.indexOf(':');
    String field = colon < 0 ? text : text.substring(0, colon);
    String value = colon < 0 ? "" : text.substring(colon + 1);
    if (value.startsWith(" ")) {
      value = value.substring(1);
    }
    if (field.equals("data")) {
      if (data.length() + value.length() > maxBytes) {
        throw new IOException("an event is longer than " + maxBytes + " bytes");
      }
      if (hasData) {
        data.append('\n');
      }
      data.append(value);
      hasData = true;
    } else if (field.equals("event")) {
      eventType = value;
    } else if (field.equals("id") && value.indexOf('\0') < 0) {
      ids.accept(value);
    } else if (field.equals("retry") && !value.isEmpty() && value.length() <= 9 && value.chars().allMatch(Character::isDigit)) {
      retries.accept(Long.parseLong(value));
    }
  }

  private void dispatch() {
    if (hasData && (eventType.isEmpty() || eventType.equals("message"))) {
      events.accept(data.toString());
    }
    data.setLength(0);
    hasData = false;
    eventType = "";
  }
}
