package io.mcpgen.runtime.state;

import static io.mcpgen.runtime.state.Fixtures.PAYLOAD;
import static io.mcpgen.runtime.state.Fixtures.assertRejected;
import static io.mcpgen.runtime.state.Fixtures.booking;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A key ring read from a file and read again on change: rotation without a restart, bad files refused. */
class KeyRingFileTest {

  private static final String A = base64(Fixtures.secret('A'));
  private static final String B = base64(Fixtures.secret('B'));

  @TempDir
  Path dir;

  private final TestClock clock = new TestClock();
  private final List<LogRecord> logged = new ArrayList<>();
  private final Logger logger = Logger.getLogger(KeyRingFile.class.getName());
  private final Handler capture = new Handler() {
    @Override
    public void publish(LogRecord record) {
      synchronized (logged) {
        logged.add(record);
      }
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  };

  private Level levelBefore;

  @BeforeEach
  void captureLogs() {
    levelBefore = logger.getLevel();
    logger.setLevel(Level.ALL); // the tests' logging.properties turns everything off
    logger.setUseParentHandlers(false);
    logger.addHandler(capture);
  }

  @AfterEach
  void stopCapturing() {
    logger.removeHandler(capture);
    logger.setUseParentHandlers(true);
    logger.setLevel(levelBefore);
  }

  @Test
  void keysRotateOnTwoReplicasWithoutARestart() throws Exception {
    Path ring = write("ring", "key A " + A + "\n");
    try (KeyRingFile first = KeyRingFile.load(ring); KeyRingFile second = KeyRingFile.load(ring)) {
      RequestStateCodec replica1 = codec(first);
      RequestStateCodec replica2 = codec(second);
      String underA = replica1.mint(booking("alice"), 1, PAYLOAD, Protection.SEALED);

      // Step 1: B is added everywhere, A still mints.
      write("ring", "# step 1\nkey A " + A + "\nkey B " + B + "\nactive A\n");
      assertEquals(KeyRingFile.Reload.LOADED, first.reload());
      assertEquals(KeyRingFile.Reload.LOADED, second.reload());
      assertEquals(List.of("A", "B"), replica1.keyRing().keyIds());
      assertEquals("A", replica2.activeKeyId());

      // Step 2: B mints; a token minted under A before the switch still verifies on either replica.
      write("ring", "key A " + A + "\nkey B " + B + "\nactive B\n");
      assertEquals(KeyRingFile.Reload.LOADED, first.reload());
      String underB = replica1.mint(booking("alice"), 2, PAYLOAD, Protection.SEALED);
      assertEquals(KeyRingFile.Reload.LOADED, second.reload());
      assertEquals(2, replica2.verify(underB, booking("alice")).round());
      assertEquals(1, replica2.verify(underA, booking("alice")).round());

      // Step 3, one TTL later: A is retired; its tokens are refused, B's verify.
      write("ring", "key B " + B + "\n");
      assertEquals(KeyRingFile.Reload.LOADED, first.reload());
      assertEquals(List.of("B"), replica1.keyRing().keyIds());
      assertEquals(2, replica1.verify(underB, booking("alice")).round());
      assertRejected(RejectionReason.UNKNOWN_KEY, () -> replica1.verify(underA, booking("alice")));
    }
  }

  @Test
  void aBadFileKeepsTheLastGoodRingAndSaysWhereWithoutTheSecret() throws Exception {
    Path ring = write("ring", "key A " + A + "\n");
    try (KeyRingFile source = KeyRingFile.load(ring)) {
      RequestStateCodec codec = codec(source);
      KeyRing good = source.current();
      String token = codec.mint(booking("alice"), 1, PAYLOAD, Protection.SIGNED);

      String shortSecret = base64(java.util.Arrays.copyOf(Fixtures.secret('S'), 31));
      write("ring", "key A " + A + "\nkey B " + shortSecret + "\nactive B\n");
      assertEquals(KeyRingFile.Reload.REFUSED, source.reload());
      assertSame(good, source.current(), "the last good ring stays in use");
      assertEquals("A", codec.activeKeyId());
      assertEquals(1, codec.verify(token, booking("alice")).round());

      LogRecord warning = onlyWarning();
      String text = message(warning);
      assertTrue(text.contains("line 2"), text);
      assertTrue(text.contains("31 bytes"), text);
      assertTrue(text.contains("keeping the last good ring"), text);
      assertFalse(text.contains(shortSecret) || text.contains(A), "no key material in the log: " + text);

      // The same bad file again is not reported again; a fixed file is taken.
      assertEquals(KeyRingFile.Reload.UNCHANGED, source.reload());
      assertEquals(1, warnings().size());
      write("ring", "key A " + A + "\nkey B " + B + "\nactive B\n");
      assertEquals(KeyRingFile.Reload.LOADED, source.reload());
      assertEquals("B", codec.activeKeyId());
    }
  }

  @Test
  void aMissingFileKeepsTheLastGoodRing() throws Exception {
    Path ring = write("ring", "key A " + A + "\n");
    try (KeyRingFile source = KeyRingFile.load(ring)) {
      KeyRing good = source.current();
      Files.delete(ring);
      assertEquals(KeyRingFile.Reload.REFUSED, source.reload());
      assertSame(good, source.current());
      assertEquals(1, warnings().size());
      assertEquals(KeyRingFile.Reload.REFUSED, source.reload());
      assertEquals(1, warnings().size(), "reported once until it changes");
    }
  }

  @Test
  void keysShorterThan32BytesAreRefused() throws IOException {
    Path ring = write("ring", "key A " + base64(new byte[31]) + "\n");
    InvalidKeyRingException refused = assertThrows(InvalidKeyRingException.class, () -> KeyRingFile.load(ring));
    assertEquals(1, refused.line());
    assertTrue(refused.getMessage().contains("31 bytes"), refused.getMessage());
    write("ring", "key A " + base64(new byte[32]) + "\n");
    try (KeyRingFile exactly32 = KeyRingFile.load(ring)) {
      assertEquals("A", exactly32.current().activeKeyId());
    }
  }

  @Test
  void eachRuleIsNamedWithItsLine() throws IOException {
    assertRefused("", 0, "lists no key");
    assertRefused("# only a comment\n\n", 0, "lists no key");
    assertRefused("key A " + A + "\nkey B " + B + "\n", 0, "no 'active <id>' line");
    assertRefused("key A " + A + "\nactive C\n", 2, "not listed");
    assertRefused("key A " + A + "\nkey A " + B + "\nactive A\n", 2, "listed twice (first on line 1)");
    assertRefused("key A " + A + "\nactive A\nactive A\n", 3, "second 'active'");
    assertRefused("key A\n", 1, "expected 'key <id> <base64 secret>'");
    assertRefused("key A " + A + " extra\n", 1, "expected 'key <id> <base64 secret>'");
    assertRefused("key A not*base64!\n", 1, "not base64");
    assertRefused("secret " + A + "\n", 1, "expected 'key <id> <secret>'");
    assertRefused("key \u00e9t\u00e9 " + A + "\n", 1, "printable ASCII");
  }

  @Test
  void aSecretWrittenWhereTheIdGoesIsNeverQuoted() throws IOException {
    // The id and the secret swapped: the "secret" 2026-08 decodes to 5 bytes.
    Path ring = write("ring", "key " + A + " 2026-08\n");
    InvalidKeyRingException refused = assertThrows(InvalidKeyRingException.class, () -> KeyRingFile.load(ring));
    assertFalse(refused.getMessage().contains(A), refused.getMessage());
  }

  @Test
  void urlSafeAndUnpaddedSecretsAndCrlfLinesAreRead() throws Exception {
    byte[] secret = new byte[33];
    for (int i = 0; i < secret.length; i++) {
      secret[i] = (byte) (0xfb + i); // base64 of these uses + and / (- and _ in the URL-safe alphabet)
    }
    String urlSafe = Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
    Path ring = write("ring", "key k1 " + urlSafe + "\r\nkey k2\t" + A + "\r\nactive k2\r\n");
    try (KeyRingFile source = KeyRingFile.load(ring)) {
      assertEquals(List.of("k1", "k2"), source.current().keyIds());
      RequestStateCodec viaFile = codec(source);
      RequestStateCodec viaBuilder = RequestStateCodec.builder().audience("orders").clock(clock)
          .key("k1", secret).key("k2", Fixtures.secret('A')).activeKey("k1").build();
      String token = viaBuilder.mint(booking("alice"), 3, PAYLOAD, Protection.SEALED);
      assertEquals(3, viaFile.verify(token, booking("alice")).round(), "the file's k1 is the same key");
    }
  }

  @Test
  void aWatchedFileIsReadAgainWhenItChanges() throws Exception {
    Path ring = write("ring", "key A " + A + "\n");
    try (KeyRingFile source = KeyRingFile.watch(ring, Duration.ofMillis(10))) {
      write("ring", "key A " + A + "\nkey B " + B + "\nactive B\n");
      long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (!source.current().activeKeyId().equals("B") && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      assertEquals("B", source.current().activeKeyId(), "the watcher read the new file");
    }
  }

  @Test
  void aCodecTakesKeysFromOneSourceOnly() throws IOException {
    Path ring = write("ring", "key A " + A + "\n");
    try (KeyRingFile source = KeyRingFile.load(ring)) {
      IllegalStateException both = assertThrows(IllegalStateException.class,
          () -> RequestStateCodec.builder().audience("orders").key("k", Fixtures.secret('k')).keyRing(source).build());
      assertTrue(both.getMessage().contains("not both"), both.getMessage());
    }
  }

  @Test
  void aRingNeverPrintsKeyMaterial() {
    KeyRing ring = KeyRing.builder().key("A", Fixtures.secret('A')).build();
    assertEquals("KeyRing[A] active A", ring.toString());
  }

  private void assertRefused(String text, int line, String problem) throws IOException {
    Path ring = write("bad", text);
    InvalidKeyRingException refused = assertThrows(InvalidKeyRingException.class, () -> KeyRingFile.load(ring));
    assertEquals(line, refused.line(), refused.getMessage());
    assertTrue(refused.getMessage().contains(problem), refused.getMessage());
    assertFalse(refused.getMessage().contains(A) || refused.getMessage().contains(B), refused.getMessage());
  }

  private RequestStateCodec codec(KeyRingSource source) {
    return RequestStateCodec.builder().audience("orders").clock(clock).keyRing(source).build();
  }

  private Path write(String name, String text) throws IOException {
    return Files.write(dir.resolve(name), text.getBytes(StandardCharsets.UTF_8));
  }

  private List<LogRecord> warnings() {
    synchronized (logged) {
      return logged.stream().filter(record -> record.getLevel() == Level.WARNING
          && !message(record).contains("readable by group or others")).toList();
    }
  }

  private LogRecord onlyWarning() {
    List<LogRecord> warnings = warnings();
    assertEquals(1, warnings.size(), "one warning");
    return warnings.get(0);
  }

  private static String message(LogRecord record) {
    return java.text.MessageFormat.format(record.getMessage(), record.getParameters());
  }

  private static String base64(byte[] bytes) {
    return Base64.getEncoder().encodeToString(bytes);
  }
}
