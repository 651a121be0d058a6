package io.mcpgen.runtime.state;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A {@link KeyRingSource} read from a file, and read again when the file changes, so that keys
 * rotate on every replica without a restart: add key B to the file everywhere, then make it
 * active, then remove key A one TTL later (the steps of {@link RequestStateCodec}'s rotation).
 *
 * <h2>Format</h2>
 *
 * <pre>
 * # mcpgen requestState key ring: blank lines and lines starting with # are ignored
 * key 2026-08 9u1W0u7b4m0oYl0mJ0mL2c6m8mO2Sg0kq2b4YzjvM1w=
 * key 2026-11 Q2x3dE1uZ0hwN0xKc2hLRjR1b2pQcHZ4a0xQY1F2bXc=
 * active 2026-11
 * </pre>
 *
 * <ul>
 *   <li>{@code key <id> <secret>}: a key that verifies. The id is 1 to 64 printable ASCII
 *       characters; the secret is base64 (standard or URL-safe, padding optional) of at least
 *       {@value RequestStateCodec#MIN_KEY_LENGTH} random bytes, e.g. {@code openssl rand -base64 32}.
 *   <li>{@code active <id>}: the key that mints. Required when the file lists more than one key;
 *       with one key, that key is active.
 * </ul>
 *
 * <p>A file that cannot be read or breaks a rule is refused as a whole: at {@link #load} with an
 * {@link InvalidKeyRingException}; on a reload the last good ring stays in use and a
 * {@code WARNING} names the file, the line and the rule (never a secret, and never an id that
 * could be a misplaced secret). A good reload is logged at {@code INFO} with the key ids. The
 * file should be readable by the server only ({@code chmod 600}); a file others can read is
 * logged as a {@code WARNING}.
 *
 * <p>Changes are found by reading the file (at most 64 KiB) and comparing its bytes, not its
 * modification time, so a rewrite within the same second or a symlink swap (a Kubernetes Secret
 * volume) is seen too.
 */
public final class KeyRingFile implements KeyRingSource, AutoCloseable {

  private static final System.Logger LOG = System.getLogger(KeyRingFile.class.getName());

  /** The largest key ring file read. */
  public static final int MAX_FILE_BYTES = 64 * 1024;
  /** Default time between two looks at the file when watched. */
  public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(1);

  /** What a {@link #reload()} did. */
  public enum Reload {
    /** The file holds the same bytes as when last read: nothing changed. */
    UNCHANGED,
    /** The file changed and its ring is now in use. */
    LOADED,
    /** The file changed but is unreadable or invalid: the last good ring stays in use. */
    REFUSED
  }

  private final Path file;
  private volatile KeyRing ring;
  /** The digest of the bytes last looked at (good or bad), so a bad file is reported once, not on every look. */
  private byte[] lastSeen;
  private ScheduledExecutorService watcher;

  private KeyRingFile(Path file, KeyRing ring, byte[] digest) {
    this.file = file;
    this.ring = ring;
    this.lastSeen = digest;
  }

  /**
   * Reads a key ring file; later changes are read by {@link #reload()}.
   *
   * @throws InvalidKeyRingException when the file breaks a rule (the message names the line)
   * @throws IOException when it cannot be read
   */
  public static KeyRingFile load(Path file) throws IOException {
    Objects.requireNonNull(file, "file");
    byte[] bytes = read(file);
    try {
      KeyRing ring = parse(bytes, file);
      warnIfOthersCanRead(file);
      LOG.log(Level.INFO, "requestState key ring loaded from {0}: {1}", file, describe(ring));
      return new KeyRingFile(file, ring, digest(bytes));
    } finally {
      Arrays.fill(bytes, (byte) 0);
    }
  }

  /**
   * Reads a key ring file and looks at it again every {@code interval} on a daemon thread, until
   * {@link #close()}.
   *
   * @throws InvalidKeyRingException when the file breaks a rule now
   * @throws IOException when it cannot be read now
   */
  public static KeyRingFile watch(Path file, Duration interval) throws IOException {
    Objects.requireNonNull(interval, "interval");
    if (interval.isNegative() || interval.isZero()) {
      throw new IllegalArgumentException("interval must be positive, was " + interval);
    }
    KeyRingFile source = load(file);
    ScheduledExecutorService watcher = Executors.newSingleThreadScheduledExecutor(task -> {
      Thread thread = new Thread(task, "mcpgen-key-ring-watch");
      thread.setDaemon(true);
      return thread;
    });
    long millis = interval.toMillis();
    watcher.scheduleWithFixedDelay(source::reloadQuietly, millis, millis, TimeUnit.MILLISECONDS);
    synchronized (source) {
      source.watcher = watcher;
    }
    return source;
  }

  /** The file's path. */
  public Path file() {
    return file;
  }

  @Override
  public KeyRing current() {
    return ring;
  }

  /**
   * Reads the file again and, when its bytes changed and it is valid, puts its ring in use.
   * Tokens minted under a key still in the file keep verifying.
   */
  public synchronized Reload reload() {
    byte[] bytes;
    try {
      bytes = read(file);
    } catch (IOException e) {
      byte[] marker = digest(("unreadable\0" + e.getClass().getName()).getBytes(StandardCharsets.UTF_8));
      if (!Arrays.equals(marker, lastSeen)) {
        lastSeen = marker;
        LOG.log(Level.WARNING, "requestState key ring file {0} cannot be read ({1}); keeping the last good ring: {2}",
            file, e.getClass().getSimpleName(), describe(ring));
      }
      return Reload.REFUSED;
    }
    try {
      byte[] digest = digest(bytes);
      if (Arrays.equals(digest, lastSeen)) {
        return Reload.UNCHANGED;
      }
      lastSeen = digest;
      KeyRing next;
      try {
        next = parse(bytes, file);
      } catch (InvalidKeyRingException invalid) {
        LOG.log(Level.WARNING, "{0}; keeping the last good ring: {1}", invalid.getMessage(), describe(ring));
        return Reload.REFUSED;
      }
      warnIfOthersCanRead(file);
      ring = next;
      LOG.log(Level.INFO, "requestState key ring reloaded from {0}: {1}", file, describe(next));
      return Reload.LOADED;
    } finally {
      Arrays.fill(bytes, (byte) 0);
    }
  }

  /** Stops watching the file; the last ring stays in use. */
  @Override
  public void close() {
    ScheduledExecutorService running;
    synchronized (this) {
      running = watcher;
      watcher = null;
    }
    if (running != null) {
      running.shutdownNow();
    }
  }

  private void reloadQuietly() {
    try {
      reload();
    } catch (RuntimeException e) {
      // Never let one failure end the watch; the ring in use is still the last good one.
      LOG.log(Level.WARNING, "requestState key ring file {0}: reload failed unexpectedly ({1})", file,
          e.getClass().getName());
    }
  }

  /**
   * Parses the text of a key ring file.
   *
   * @param where the file, named in error messages
   * @throws InvalidKeyRingException naming the line and the rule it breaks
   */
  static KeyRing parse(byte[] bytes, Path where) throws InvalidKeyRingException {
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      throw new InvalidKeyRingException(where, 0, "is not UTF-8 text");
    }
    KeyRing.Builder builder = KeyRing.builder();
    Map<String, Integer> idLines = new HashMap<>();
    String active = null;
    int activeLine = 0;
    List<byte[]> secrets = new ArrayList<>();
    try {
      String[] lines = text.split("\r?\n", -1);
      for (int i = 0; i < lines.length; i++) {
        int number = i + 1;
        String line = lines[i].strip();
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        String[] words = line.split("[ \t]+");
        if (words[0].equals("key")) {
          if (words.length != 3) {
            throw new InvalidKeyRingException(where, number, "expected 'key <id> <base64 secret>'");
          }
          checkId(words[1], where, number);
          Integer first = idLines.putIfAbsent(words[1], number);
          if (first != null) {
            throw new InvalidKeyRingException(where, number, "the key id is listed twice (first on line " + first + ")");
          }
          byte[] secret = decode(words[2], where, number);
          secrets.add(secret);
          if (secret.length < RequestStateCodec.MIN_KEY_LENGTH) {
            throw new InvalidKeyRingException(where, number, "the secret is " + secret.length + " bytes; at least "
                + RequestStateCodec.MIN_KEY_LENGTH + " random bytes are required (openssl rand -base64 32)");
          }
          builder.key(words[1], secret);
        } else if (words[0].equals("active")) {
          if (words.length != 2) {
            throw new InvalidKeyRingException(where, number, "expected 'active <id>'");
          }
          if (active != null) {
            throw new InvalidKeyRingException(where, number, "a second 'active' line (the first is line " + activeLine
                + ")");
          }
          checkId(words[1], where, number);
          active = words[1];
          activeLine = number;
        } else {
          throw new InvalidKeyRingException(where, number, "expected 'key <id> <secret>', 'active <id>' or a # comment");
        }
      }
      if (idLines.isEmpty()) {
        throw new InvalidKeyRingException(where, 0, "lists no key");
      }
      if (active == null && idLines.size() > 1) {
        throw new InvalidKeyRingException(where, 0, "lists " + idLines.size()
            + " keys but no 'active <id>' line naming the one that mints");
      }
      if (active != null) {
        if (!idLines.containsKey(active)) {
          throw new InvalidKeyRingException(where, activeLine, "the active key is not listed in the file");
        }
        builder.activeKey(active);
      }
      try {
        return builder.build();
      } catch (IllegalStateException e) {
        // The checks above cover the builder's; its message could quote an id, so it is not passed on.
        throw new InvalidKeyRingException(where, 0, "is not a valid key ring");
      }
    } finally {
      secrets.forEach(secret -> Arrays.fill(secret, (byte) 0));
    }
  }

  private static void checkId(String id, Path where, int line) throws InvalidKeyRingException {
    boolean printable = !id.isEmpty() && id.length() <= TokenFormat.MAX_KEY_ID_LENGTH;
    for (int i = 0; printable && i < id.length(); i++) {
      char c = id.charAt(i);
      printable = c > ' ' && c <= '~';
    }
    if (!printable) {
      throw new InvalidKeyRingException(where, line, "the key id must be 1 to " + TokenFormat.MAX_KEY_ID_LENGTH
          + " printable ASCII characters");
    }
  }

  private static byte[] decode(String secret, Path where, int line) throws InvalidKeyRingException {
    boolean urlSafe = secret.indexOf('-') >= 0 || secret.indexOf('_') >= 0;
    try {
      return (urlSafe ? Base64.getUrlDecoder() : Base64.getDecoder()).decode(secret);
    } catch (IllegalArgumentException e) {
      throw new InvalidKeyRingException(where, line, "the secret is not base64");
    }
  }

  private static byte[] read(Path file) throws IOException {
    long size = Files.size(file);
    if (size > MAX_FILE_BYTES) {
      throw new InvalidKeyRingException(file, 0, "is " + size + " bytes, more than " + MAX_FILE_BYTES);
    }
    byte[] bytes = Files.readAllBytes(file);
    if (bytes.length > MAX_FILE_BYTES) {
      Arrays.fill(bytes, (byte) 0);
      throw new InvalidKeyRingException(file, 0, "grew past " + MAX_FILE_BYTES + " bytes");
    }
    return bytes;
  }

  private static void warnIfOthersCanRead(Path file) {
    try {
      Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(file);
      if (permissions.contains(PosixFilePermission.OTHERS_READ) || permissions.contains(PosixFilePermission.GROUP_READ)) {
        LOG.log(Level.WARNING, "requestState key ring file {0} is readable by group or others; chmod 600 it", file);
      }
    } catch (UnsupportedOperationException | IOException e) {
      // Not a POSIX file system, or gone since it was read: nothing to say.
    }
  }

  private static String describe(KeyRing ring) {
    return "keys " + ring.keyIds() + ", active " + ring.activeKeyId();
  }

  private static byte[] digest(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required of every Java platform", e);
    }
  }
}
