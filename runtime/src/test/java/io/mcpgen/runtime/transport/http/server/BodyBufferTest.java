package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A body buffer costs what has arrived, not what the head declared. */
class BodyBufferTest {

  private static final long FOUR_MIB = 4L * 1024 * 1024;

  /** Grants every growth and notes it. */
  private static final class Grants implements HttpServerExchange.BodyReceiver {
    final List<Long> granted = new ArrayList<>();
    long refuseAbove = Long.MAX_VALUE;
    byte[] received;
    boolean tooLarge;

    @Override
    public boolean reserve(long bytes) {
      if (total() + bytes > refuseAbove) {
        return false;
      }
      granted.add(bytes);
      return true;
    }

    long total() {
      return granted.stream().mapToLong(Long::longValue).sum();
    }

    @Override
    public void received(byte[] body) {
      received = body;
    }

    @Override
    public void tooLarge() {
      tooLarge = true;
    }

    @Override
    public void failed(IOException failure) {
      throw new AssertionError(failure);
    }
  }

  @Test
  void aDeclaredMaximumWithNoBodyReservesNothing() {
    Grants grants = new Grants();
    BodyBuffer buffer = new BodyBuffer(FOUR_MIB, FOUR_MIB, grants);
    assertEquals(0, buffer.capacity());
    assertEquals(0, grants.total());
    assertTrue(buffer.append(new byte[100], 0, 100));
    assertTrue(buffer.capacity() <= BodyBuffer.INITIAL_CAPACITY, "after 100 bytes: " + buffer.capacity());
    assertEquals(buffer.capacity(), grants.total(), "every byte of room was granted first");
  }

  @Test
  void aBodyOfExactlyTheDeclaredLengthFillsItsBufferAndIsHandedOnUncopied() {
    int length = 3 * 1024 * 1024 + 17;
    byte[] sent = new byte[length];
    Arrays.fill(sent, (byte) 'x');
    Grants grants = new Grants();
    BodyBuffer buffer = new BodyBuffer(FOUR_MIB, length, grants);
    for (int offset = 0; offset < length; offset += 16_384) {
      assertTrue(buffer.append(ByteBuffer.wrap(sent, offset, Math.min(16_384, length - offset))));
    }
    assertEquals(length, buffer.capacity(), "never grown past the declared length");
    assertSame(buffer.bytes(), buffer.bytes(), "the buffer itself, no final copy");
    assertArrayEquals(sent, buffer.bytes());
    assertEquals(length, grants.total());
  }

  @Test
  void anUndeclaredBodyGrowsByDoublingAndIsCopiedToItsSize() {
    Grants grants = new Grants();
    BodyBuffer buffer = new BodyBuffer(FOUR_MIB, -1, grants);
    byte[] chunk = new byte[5000];
    for (int i = 0; i < 5; i++) {
      assertTrue(buffer.append(chunk, 0, chunk.length));
    }
    assertEquals(25_000, buffer.size());
    assertEquals(32_768, buffer.capacity());
    assertEquals(List.of(8192L, 8192L, 16_384L), grants.granted);
    assertEquals(25_000, buffer.bytes().length);
  }

  @Test
  void theLimitAndARefusedGrowthStopTheBodyWithNothingAppended() {
    Grants grants = new Grants();
    BodyBuffer limited = new BodyBuffer(10_000, -1, grants);
    assertTrue(limited.append(new byte[9000], 0, 9000));
    assertFalse(limited.append(new byte[1001], 0, 1001));
    assertEquals(9000, limited.size());

    Grants stingy = new Grants();
    stingy.refuseAbove = 8192;
    BodyBuffer refused = new BodyBuffer(FOUR_MIB, 20_000, stingy);
    assertTrue(refused.append(new byte[8000], 0, 8000));
    assertFalse(refused.append(new byte[1000], 0, 1000), "the growth past 8192 was refused");
    assertEquals(8000, refused.size());
    assertEquals(8192, refused.capacity());
  }

  @Test
  void theBlockingReaderGrowsWithTheBodyAndAsksBeforeEachGrowth() throws IOException {
    byte[] sent = new byte[50_000];
    Grants grants = new Grants();
    InputStream in = new ByteArrayInputStream(sent);
    byte[] read = BoundedBody.read(in, FOUR_MIB, FOUR_MIB, grants);
    assertEquals(50_000, read.length);
    assertTrue(grants.total() < 100_000, "reserved " + grants.total() + " for 50,000 bytes declared as 4 MiB");

    Grants stingy = new Grants();
    stingy.refuseAbove = 16_384;
    HttpServerExchange exchange = new HttpServerExchange() {
      @Override
      public String method() {
        return "POST";
      }

      @Override
      public RequestHeaders headers() {
        return RequestHeaders.builder().build();
      }

      @Override
      public java.net.InetAddress localAddress() {
        return null;
      }

      @Override
      public InputStream body() {
        return new ByteArrayInputStream(sent);
      }

      @Override
      public void setHeader(String name, String value) {}

      @Override
      public void send(int status, byte[] body, boolean closeConnection) {}

      @Override
      public java.io.OutputStream openStream(int status) {
        throw new UnsupportedOperationException();
      }

      @Override
      public void end() {}

      @Override
      public void abort() {}
    };
    exchange.readBody(FOUR_MIB, sent.length, stingy);
    assertTrue(stingy.tooLarge, "the default reader ends in tooLarge when a growth is refused");
  }
}
