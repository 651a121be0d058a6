package io.mcpgen.runtime.transport.http.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The ids of one session's event stream events, {@code <tag>.<stream>.<event>}: the tag (64
 * random bits, base64url) is the session's own, so an id of another session is told from one of
 * this; the stream number says which stream the event went out on ({@value #SESSION_STREAM} for
 * the session's GET stream, the others one per POST response stream, in the order they started);
 * the event number counts that stream's events from 1. Unique within the session, as the
 * specification asks, and a {@code Last-Event-ID} names the stream it resumes.
 */
final class EventIds {

  /** The stream number of the session's GET stream (messages of no request). */
  static final long SESSION_STREAM = 0;
  private static final int MAX_DIGITS = 18; // below Long.MAX_VALUE, so parsing cannot overflow

  /** A position in one of the session's streams: after event {@code event} of stream {@code stream}. */
  record Cursor(long stream, long event) {}

  /** What a {@code Last-Event-ID} names. */
  enum Kind {
    /** Not an id this server writes: a 400. */
    MALFORMED,
    /** Well-formed, but of another session (or of a server that has since restarted). */
    FOREIGN,
    /** One of this session's events. */
    OWN
  }

  /** A parsed {@code Last-Event-ID}: its kind, and for {@link Kind#OWN} where it points. */
  record Parsed(Kind kind, Cursor cursor) {}

  private final String tag;

  EventIds(SecureRandom random) {
    byte[] bits = new byte[8];
    random.nextBytes(bits);
    this.tag = Base64.getUrlEncoder().withoutPadding().encodeToString(bits);
  }

  /** The id of event {@code event} of stream {@code stream}. */
  String id(long stream, long event) {
    return tag + '.' + stream + '.' + event;
  }

  /** Reads a {@code Last-Event-ID} header's value. */
  Parsed parse(String value) {
    String[] parts = value.trim().split("\\.", -1);
    if (parts.length != 3 || !isTag(parts[0]) || !isNumber(parts[1]) || !isNumber(parts[2])) {
      return new Parsed(Kind.MALFORMED, null);
    }
    if (!MessageDigest.isEqual(tag.getBytes(StandardCharsets.US_ASCII), parts[0].getBytes(StandardCharsets.US_ASCII))) {
      return new Parsed(Kind.FOREIGN, null);
    }
    return new Parsed(Kind.OWN, new Cursor(Long.parseLong(parts[1]), Long.parseLong(parts[2])));
  }

  private boolean isTag(String part) {
    if (part.length() != tag.length()) {
      return false;
    }
    for (int i = 0; i < part.length(); i++) {
      char c = part.charAt(i);
      boolean base64url = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
      if (!base64url) {
        return false;
      }
    }
    return true;
  }

  private static boolean isNumber(String part) {
    if (part.isEmpty() || part.length() > MAX_DIGITS) {
      return false;
    }
    for (int i = 0; i < part.length(); i++) {
      if (part.charAt(i) < '0' || part.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }
}
