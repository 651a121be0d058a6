package io.mcpgen.runtime.state;

import io.mcpgen.json.JsonValue;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;

/**
 * Mints and verifies the MRTR {@code requestState}: an opaque token that the client echoes back
 * on its retry, and that is attacker-controlled until verified.
 *
 * <p>Every token carries claims that the codec stamps itself: format version, key id, issued-at,
 * expiry, audience (the server name), the principal as a keyed hash (never in clear), the method,
 * the target (tool, prompt or resource), a SHA-256 digest of the canonical identifying params, the
 * round counter, a random token id, and the application payload (any JSON value, kept exactly:
 * numbers with their spelling's scale, members in their order). It is protected either
 * {@link Protection#SIGNED} (HMAC-SHA256, readable by the client) or {@link Protection#SEALED}
 * (AES-256-GCM, unreadable); each key of the ring yields separate MAC, encryption and
 * principal-hash keys through HKDF-SHA256. The layout is described in {@code TokenFormat}.
 *
 * <p>{@link #verify} checks, in this order, stopping at the first failure with one
 * {@link RejectionReason}: the length cap (before anything is decoded), strict canonical
 * base64url, version and key id, the tag (constant time), and only then reads the body: expiry,
 * audience, principal, method, target and params digest, the payload's form, and last the
 * {@link ReplayGuard}, so that only tokens that pass everything else take a slot. Every input
 * gives either a {@link VerifiedState} or a {@link StateRejectedException}; rejections are logged
 * at {@code DEBUG} with their reason only (never the token, a secret or a payload).
 *
 * <p>The payload travels as the compact JSON text the runtime's writer made of it, and verifying
 * does not parse it: the verified state holds a value over the authenticated text, which the
 * strict reader builds when the handler first reads it, and which a later {@code mint} copies
 * whole when the handler passes it on unchanged. Only a holder of the key (or a custom
 * {@link StateVerifier} that accepts a forgery) could make that text malformed; reading it would
 * then fail with a {@code JsonException}.
 *
 * <h2>Key rotation</h2>
 *
 * The active key mints; every listed key verifies; a key removed from the ring makes its tokens
 * fail with {@link RejectionReason#UNKNOWN_KEY}. Tokens live at most one TTL, so with several
 * replicas:
 *
 * <ol>
 *   <li>Add the new key to every replica's ring, still verifying only:
 *       {@code .key("2026-08", old).key("2026-11", fresh).activeKey("2026-08")}. Roll out.
 *   <li>Make it active everywhere: {@code .activeKey("2026-11")}. Roll out. Tokens minted under
 *       {@code 2026-08} keep verifying.
 *   <li>One TTL after step 2 has reached the last replica, remove the old key. Roll out.
 * </ol>
 *
 * Step 1 must be complete before step 2 starts, or a replica that does not know the new key yet
 * rejects the tokens minted by one that already uses it. To retire a leaked key at once, skip the
 * wait in step 3: its tokens then fail immediately, and their users start their request again.
 *
 * <p>With {@code .keyRing(KeyRingFile.watch(path, interval))} each step is a rewrite of the file
 * on every replica, picked up without a restart ({@link KeyRingFile} describes the format); a
 * file that is invalid leaves the last good ring in use.
 *
 * <h2>Use</h2>
 *
 * <pre>{@code
 * RequestStateCodec codec = RequestStateCodec.builder()
 *     .audience("orders")
 *     .key("2026-11", secret)            // at least 32 random bytes
 *     .build();
 * RequestBinding binding = RequestBinding.of("tools/call", params, principal);
 * String token = codec.mint(binding, 1, payload, Protection.SEALED);
 * VerifiedState state = codec.verify(token, binding);  // on the retry
 * }</pre>
 *
 * <p>Thread-safe; every setting is fixed by {@link Builder#build()}.
 */
public final class RequestStateCodec {

  private static final System.Logger LOG = System.getLogger(RequestStateCodec.class.getName());

  /** Default time to live of a token: 600 seconds. */
  public static final Duration DEFAULT_TTL = Duration.ofSeconds(600);
  /** Longest accepted time to live: requestState is short-lived by design. */
  public static final Duration MAX_TTL = Duration.ofDays(1);
  /** Default cap on a token's length, in characters: 64 KiB. */
  public static final int DEFAULT_MAX_TOKEN_LENGTH = 64 * 1024;
  /** Default shortest time between two logged summaries of rejected tokens: one minute. */
  public static final Duration DEFAULT_REJECTION_SUMMARY_INTERVAL = Duration.ofMinutes(1);
  /** Shortest accepted key: 32 bytes (256 bits). */
  public static final int MIN_KEY_LENGTH = 32;

  private static final int MIN_MAX_TOKEN_LENGTH = 256;
  private static final int MAX_MAX_TOKEN_LENGTH = 16 * 1024 * 1024;
  private static final int MIN_VERIFIER_TAG_LENGTH = 16;
  private static final int MAX_VERIFIER_TAG_LENGTH = 1024;
  private static final int GCM_TAG_BITS = TokenFormat.GCM_TAG_LENGTH * 8;

  private final String audience;
  private final byte[] audienceHash;
  private final KeyRingSource keyRing;
  private final long ttlMillis;
  private final Clock clock;
  private final int maxTokenLength;
  private final ReplayGuard replayGuard;
  private final StateVerifier verifier;
  private final boolean requirePrincipal;
  private final RejectionSummary rejections;

  private RequestStateCodec(Builder builder, KeyRingSource keyRing) {
    this.audience = builder.audience;
    this.audienceHash = audienceHash(builder.audience);
    this.keyRing = keyRing;
    this.ttlMillis = builder.ttl.toMillis();
    this.clock = builder.clock;
    this.maxTokenLength = builder.maxTokenLength;
    this.replayGuard = builder.replayGuard;
    this.verifier = builder.verifier;
    this.requirePrincipal = builder.requirePrincipal;
    this.rejections = new RejectionSummary(LOG, builder.clock, builder.rejectionSummaryInterval.toMillis());
  }

  /** A builder; {@link Builder#audience} and at least one {@link Builder#key} are required. */
  public static Builder builder() {
    return new Builder();
  }

  /** The audience (server name) bound into every token. */
  public String audience() {
    return audience;
  }

  /** The id of the key that mints now. */
  public String activeKeyId() {
    return ring().activeKeyId();
  }

  /** The key ring in use now (it changes when a {@link KeyRingSource} such as {@link KeyRingFile} reloads). */
  public KeyRing keyRing() {
    return ring();
  }

  private KeyRing ring() {
    return Objects.requireNonNull(keyRing.current(), "the KeyRingSource returned no ring");
  }

  /** The time to live of every minted token. */
  public Duration ttl() {
    return Duration.ofMillis(ttlMillis);
  }

  /**
   * Mints a token bound to a request.
   *
   * @param binding the request the client will retry, and its principal
   * @param round the round counter (0 or more), returned by {@link #verify}
   * @param payload the application state, any JSON value (use {@link Protection#SEALED} when it
   *     holds user answers or anything the client must not read)
   * @param protection signed (readable by the client) or sealed
   * @return unpadded base64url text, at most {@code maxTokenLength} characters
   * @throws IllegalArgumentException when the round is negative, when the codec requires a
   *     principal and the binding has none, or when the payload is nested deeper than 1000 levels
   * @throws StateTooLargeException when the token would exceed the length cap
   */
  public String mint(RequestBinding binding, int round, JsonValue payload, Protection protection) {
    Objects.requireNonNull(binding, "binding");
    Objects.requireNonNull(payload, "payload");
    Objects.requireNonNull(protection, "protection");
    if (round < 0) {
      throw new IllegalArgumentException("round must not be negative, was " + round);
    }
    if (requirePrincipal && binding.principal() == null) {
      throw new IllegalArgumentException(
          "this codec requires a principal (requirePrincipal): refusing to mint requestState for an anonymous caller");
    }
    // One ring for the whole operation, even if the source swaps in another meanwhile.
    KeyRing ring = ring();
    Pool<Workspace> workspaces = ring.workspaces;
    StateKey key = ring.active;
    long issuedAt = clock.millis();
    int keyIdLength = key.idBytes.length;
    int bodyStart = TokenFormat.bodyOffset(keyIdLength);
    Workspace workspace = workspaces.take();
    try {
      TokenBuffer buffer = workspace.buffer();
      buffer.write(TokenFormat.VERSION);
      buffer.write(protection == Protection.SIGNED ? TokenFormat.MODE_SIGNED : TokenFormat.MODE_SEALED);
      buffer.write(keyIdLength);
      buffer.write(key.idBytes);
      buffer.ensure(Nonces.LENGTH);
      workspace.nonces.next(buffer.array(), buffer.size());
      buffer.skip(Nonces.LENGTH);

      buffer.writeLong(issuedAt);
      buffer.writeInt((int) ttlMillis);
      buffer.write(audienceHash);
      buffer.write(binding.principalHash(key), 0, StateKey.PRINCIPAL_HASH_LENGTH);
      buffer.write(binding.paramsDigestBytes());
      buffer.writeVarint(round);
      buffer.writeBytes(binding.methodUtf8);
      buffer.writeBytes(binding.targetUtf8);
      PayloadFormat.write(payload, buffer);

      if (protection == Protection.SEALED) {
        seal(buffer, workspace.gcm(), key, bodyStart);
      }
      if (verifier != null) {
        appendVerifierTag(buffer, key);
      } else if (protection == Protection.SIGNED) {
        buffer.ensure(StateKey.tokenMacLength());
        workspace.mac(ring.activeIndex, key).mac(buffer.array(), 0, buffer.size(), buffer.array(), buffer.size());
        buffer.skip(StateKey.tokenMacLength());
      }
      int tokenBytes = buffer.size();
      int length = Base64Url.encodedLength(tokenBytes);
      if (length > maxTokenLength) {
        throw new StateTooLargeException(length, maxTokenLength);
      }
      // The text goes after the token's bytes in the same buffer: one copy, into the string.
      buffer.ensure(length);
      Base64Url.encode(buffer.array(), 0, tokenBytes, buffer.array(), tokenBytes);
      return new String(buffer.array(), tokenBytes, length, StandardCharsets.ISO_8859_1);
    } finally {
      workspaces.give(workspace.trimmed());
    }
  }

  /**
   * Verifies a token presented with a request.
   *
   * @param token the {@code requestState} exactly as received (null is rejected as malformed)
   * @param binding the binding of the request that carries it
   * @return the verified contents
   * @throws StateRejectedException for any token that is not one this codec minted for this
   *     binding, still live and (with a replay guard) not used before; never anything else,
   *     whatever the token
   * @throws NullPointerException when {@code binding} is null (a bug in the caller, not an input)
   */
  public VerifiedState verify(String token, RequestBinding binding) throws StateRejectedException {
    Objects.requireNonNull(binding, "binding");
    try {
      return check(token, binding);
    } catch (StateRejectedException rejection) {
      if (LOG.isLoggable(Level.DEBUG)) {
        LOG.log(Level.DEBUG, "requestState rejected: {0} (audience {1})", rejection.reason(), audience);
      }
      rejections.record(rejection.reason());
      throw rejection;
    } catch (RuntimeException bug) {
      // Not reachable by any known input; if it is, the token is still only refused.
      LOG.log(Level.WARNING, "requestState verification failed unexpectedly; rejecting the token as malformed", bug);
      throw new StateRejectedException(RejectionReason.MALFORMED, bug);
    }
  }

  private VerifiedState check(String token, RequestBinding binding) throws StateRejectedException {
    if (token == null) {
      throw reject(RejectionReason.MALFORMED);
    }
    if (token.length() > maxTokenLength) {
      throw reject(RejectionReason.TOO_LARGE);
    }
    byte[] bytes = Base64Url.latin1(token);
    int length = Base64Url.decodeInPlace(bytes, bytes.length);
    if (length < TokenFormat.KEY_ID_OFFSET || bytes[0] != TokenFormat.VERSION) {
      throw reject(RejectionReason.MALFORMED);
    }
    Protection protection;
    if (bytes[1] == TokenFormat.MODE_SIGNED) {
      protection = Protection.SIGNED;
    } else if (bytes[1] == TokenFormat.MODE_SEALED) {
      protection = Protection.SEALED;
    } else {
      throw reject(RejectionReason.MALFORMED);
    }
    int keyIdLength = bytes[TokenFormat.KEY_ID_LENGTH_OFFSET] & 0xff;
    if (keyIdLength == 0 || keyIdLength > TokenFormat.MAX_KEY_ID_LENGTH
        || length < TokenFormat.KEY_ID_OFFSET + keyIdLength) {
      throw reject(RejectionReason.MALFORMED);
    }
    KeyRing ring = ring();
    int keyIndex = ring.find(bytes, TokenFormat.KEY_ID_OFFSET, keyIdLength);
    if (keyIndex < 0) {
      throw reject(RejectionReason.UNKNOWN_KEY);
    }
    StateKey key = ring.keys.get(keyIndex);
    Pool<Workspace> workspaces = ring.workspaces;
    int bodyStart = TokenFormat.bodyOffset(keyIdLength);
    if (length < bodyStart + TokenFormat.MIN_BODY_LENGTH + tagLength(protection)) {
      throw reject(RejectionReason.MALFORMED);
    }

    int bodyEnd;
    Workspace workspace = workspaces.take();
    try {
      bodyEnd = authenticate(bytes, length, keyIndex, key, protection, bodyStart, workspace);
    } finally {
      workspaces.give(workspace);
    }

    // From here on the bytes are authentic.
    long issuedAt = TokenReader.readLong(bytes, bodyStart + TokenFormat.ISSUED_AT);
    long expiresAt = issuedAt + (TokenReader.readInt(bytes, bodyStart + TokenFormat.TIME_TO_LIVE) & 0xffffffffL);
    if (clock.millis() >= expiresAt) {
      throw reject(RejectionReason.EXPIRED);
    }
    if (!equalRange(bytes, bodyStart + TokenFormat.AUDIENCE_HASH, audienceHash, TokenFormat.AUDIENCE_HASH_LENGTH)) {
      throw reject(RejectionReason.WRONG_AUDIENCE);
    }
    if ((requirePrincipal && binding.principal() == null) || !equalRange(bytes, bodyStart + TokenFormat.PRINCIPAL_HASH,
        binding.principalHash(key), StateKey.PRINCIPAL_HASH_LENGTH)) {
      throw reject(RejectionReason.WRONG_PRINCIPAL);
    }
    boolean sameDigest = equalRange(bytes, bodyStart + TokenFormat.PARAMS_DIGEST, binding.paramsDigestBytes(),
        TokenFormat.PARAMS_DIGEST_LENGTH);
    TokenReader claims = new TokenReader(bytes, bodyStart + TokenFormat.VARIABLE_CLAIMS, bodyEnd);
    int round = claims.nextVarint();
    boolean sameMethod = claims.nextStringEquals(binding.methodUtf8);
    boolean sameTarget = claims.nextStringEquals(binding.targetUtf8);
    if (!(sameDigest && sameMethod && sameTarget)) {
      throw reject(RejectionReason.WRONG_REQUEST);
    }
    int payloadStart = claims.position();
    // The payload keeps the array: it is this call's own copy of the token, written no more.
    JsonValue payload = PayloadFormat.read(bytes, payloadStart, bodyEnd);
    VerifiedState state = new VerifiedState(round, payload, bytes, TokenFormat.tokenIdOffset(keyIdLength), issuedAt,
        expiresAt, protection);
    if (replayGuard != null) {
      checkFirstUse(state.tokenId(), state.expiresAt());
    }
    return state;
  }

  /**
   * Checks the tag (and opens a sealed body in place); returns the end of the authentic body.
   * Nothing after the header has been read before this returns.
   */
  private int authenticate(byte[] bytes, int length, int keyIndex, StateKey key, Protection protection,
      int bodyStart, Workspace workspace) throws StateRejectedException {
    int end = length;
    if (verifier != null) {
      end -= verifier.tagLength();
      checkVerifierTag(bytes, end, length, key);
    } else if (protection == Protection.SIGNED) {
      end -= StateKey.tokenMacLength();
      byte[] expected = workspace.tag;
      workspace.mac(keyIndex, key).mac(bytes, 0, end, expected, 0);
      if (!ConstantTime.equals(expected, 0, bytes, end, expected.length)) {
        throw reject(RejectionReason.BAD_TAG);
      }
    }
    if (protection == Protection.SEALED) {
      end = open(bytes, workspace.gcm(), key, bodyStart, end);
    }
    return end;
  }

  private int tagLength(Protection protection) {
    int tag = verifier != null ? verifier.tagLength() : 0;
    if (protection == Protection.SEALED) {
      return tag + TokenFormat.GCM_TAG_LENGTH;
    }
    return verifier != null ? tag : StateKey.tokenMacLength();
  }

  private static void seal(TokenBuffer buffer, Cipher cipher, StateKey key, int bodyStart) {
    buffer.ensure(TokenFormat.GCM_TAG_LENGTH);
    byte[] bytes = buffer.array();
    int nonceOffset = bodyStart - Nonces.LENGTH;
    try {
      cipher.init(Cipher.ENCRYPT_MODE, key.encryptionKey, new GCMParameterSpec(GCM_TAG_BITS, bytes, nonceOffset,
          Nonces.LENGTH));
      cipher.updateAAD(bytes, 0, nonceOffset);
      int sealed = cipher.doFinal(bytes, bodyStart, buffer.size() - bodyStart, bytes, bodyStart);
      buffer.skip(sealed - (buffer.size() - bodyStart));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-GCM sealing failed", e);
    }
  }

  /** Opens a sealed body in place; returns the end of the plaintext. */
  private static int open(byte[] bytes, Cipher cipher, StateKey key, int bodyStart, int end)
      throws StateRejectedException {
    int nonceOffset = bodyStart - Nonces.LENGTH;
    try {
      cipher.init(Cipher.DECRYPT_MODE, key.encryptionKey, new GCMParameterSpec(GCM_TAG_BITS, bytes, nonceOffset,
          Nonces.LENGTH));
      cipher.updateAAD(bytes, 0, nonceOffset);
      return bodyStart + cipher.doFinal(bytes, bodyStart, end - bodyStart, bytes, bodyStart);
    } catch (AEADBadTagException e) {
      throw reject(RejectionReason.BAD_TAG);
    } catch (GeneralSecurityException e) {
      throw new StateRejectedException(RejectionReason.BAD_TAG, e);
    }
  }

  private void appendVerifierTag(TokenBuffer buffer, StateKey key) {
    byte[] tag = verifier.sign(key.id, Arrays.copyOf(buffer.array(), buffer.size()));
    if (tag == null || tag.length != verifier.tagLength()) {
      throw new IllegalStateException("the StateVerifier returned a tag of " + (tag == null ? "null" : tag.length
          + " bytes") + ", not tagLength() = " + verifier.tagLength());
    }
    buffer.write(tag);
  }

  private void checkVerifierTag(byte[] bytes, int end, int length, StateKey key) throws StateRejectedException {
    boolean valid;
    try {
      valid = verifier.verify(key.id, Arrays.copyOf(bytes, end), Arrays.copyOfRange(bytes, end, length));
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "the StateVerifier failed; rejecting the token", e);
      throw new StateRejectedException(RejectionReason.BAD_TAG, e);
    }
    if (!valid) {
      throw reject(RejectionReason.BAD_TAG);
    }
  }

  private void checkFirstUse(String tokenId, Instant expiresAt) throws StateRejectedException {
    boolean first;
    try {
      first = replayGuard.firstUse(tokenId, expiresAt);
    } catch (RuntimeException e) {
      // Fail closed: a guard that cannot answer must not let a replay through.
      LOG.log(Level.WARNING, "the ReplayGuard failed; rejecting the token", e);
      throw new StateRejectedException(RejectionReason.REPLAYED, e);
    }
    if (!first) {
      throw reject(RejectionReason.REPLAYED);
    }
  }

  /** Whether {@code length} bytes of {@code bytes} at {@code offset} are the first of {@code expected}. */
  private static boolean equalRange(byte[] bytes, int offset, byte[] expected, int length) {
    return ConstantTime.equals(bytes, offset, expected, 0, length);
  }

  private static StateRejectedException reject(RejectionReason reason) {
    return new StateRejectedException(reason);
  }

  private static byte[] audienceHash(String audience) {
    try {
      MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
      sha256.update("mcpgen requestState audience\0".getBytes(StandardCharsets.US_ASCII));
      return Arrays.copyOf(sha256.digest(audience.getBytes(StandardCharsets.UTF_8)),
          TokenFormat.AUDIENCE_HASH_LENGTH);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required of every Java platform", e);
    }
  }

  /**
   * Configures a {@link RequestStateCodec}. Every setting is checked by {@link #build()}, which
   * names what is wrong and how to fix it.
   */
  public static final class Builder {

    private String audience;
    private final KeyRing.Builder keys = KeyRing.builder();
    private KeyRingSource keyRing;
    private Duration ttl = DEFAULT_TTL;
    private Clock clock = Clock.systemUTC();
    private int maxTokenLength = DEFAULT_MAX_TOKEN_LENGTH;
    private ReplayGuard replayGuard;
    private StateVerifier verifier;
    private boolean requirePrincipal;
    private Duration rejectionSummaryInterval = DEFAULT_REJECTION_SUMMARY_INTERVAL;

    private Builder() {}

    /** The server's name, bound into every token: a token minted by another server is refused. Required. */
    public Builder audience(String audience) {
      this.audience = Objects.requireNonNull(audience, "audience");
      return this;
    }

    /**
     * Adds a key to the ring. Every listed key verifies; the active one (by default the first
     * added) mints. The secret must hold at least {@value #MIN_KEY_LENGTH} bytes from a secure
     * random source, e.g. {@code openssl rand -base64 32}; it is copied.
     *
     * @param id the key id carried in every token: 1 to 64 printable ASCII characters, no spaces
     *     (a date such as {@code 2026-11} makes rotation easy to follow)
     */
    public Builder key(String id, byte[] secret) {
      keys.key(id, secret);
      return this;
    }

    /** The id of the key that mints; it must be in the ring. Default: the first key added. */
    public Builder activeKey(String id) {
      keys.activeKey(id);
      return this;
    }

    /**
     * Takes the key ring from a source asked on every mint and verify, instead of the keys given
     * with {@link #key}: a {@link KeyRingFile} that reloads its file when it changes, so keys
     * rotate without a restart. Use either this or {@link #key}, not both.
     */
    public Builder keyRing(KeyRingSource keyRing) {
      this.keyRing = Objects.requireNonNull(keyRing, "keyRing");
      return this;
    }

    /** How long a token is accepted after it is minted: more than 0, at most one day. Default 600 s. */
    public Builder ttl(Duration ttl) {
      this.ttl = Objects.requireNonNull(ttl, "ttl");
      return this;
    }

    /**
     * The shortest time between two {@code WARNING} summaries of rejected tokens (counts by
     * reason); each rejection itself is logged at {@code DEBUG}. At least one second; default one
     * minute.
     */
    public Builder rejectionSummaryInterval(Duration interval) {
      Objects.requireNonNull(interval, "interval");
      if (interval.compareTo(Duration.ofSeconds(1)) < 0) {
        throw new IllegalArgumentException("rejectionSummaryInterval must be at least one second, got " + interval);
      }
      this.rejectionSummaryInterval = interval;
      return this;
    }

    /** The clock that stamps and checks expiry. Default {@link Clock#systemUTC()}. */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /**
     * The longest token accepted, in characters, checked before anything else (and refused by
     * {@code mint}). 256 to 16 MiB; default 64 KiB.
     */
    public Builder maxTokenLength(int maxTokenLength) {
      this.maxTokenLength = maxTokenLength;
      return this;
    }

    /** Makes tokens single use. Default: none (a token can be replayed until it expires). */
    public Builder replayGuard(ReplayGuard replayGuard) {
      this.replayGuard = Objects.requireNonNull(replayGuard, "replayGuard");
      return this;
    }

    /** A custom authentication step (for example a KMS MAC); see {@link StateVerifier}. */
    public Builder verifier(StateVerifier verifier) {
      this.verifier = Objects.requireNonNull(verifier, "verifier");
      return this;
    }

    /**
     * When true, {@code mint} refuses an anonymous binding and {@code verify} rejects one as
     * {@link RejectionReason#WRONG_PRINCIPAL}: for servers behind MCP authorization, where every
     * request has a principal. Default false.
     */
    public Builder requirePrincipal(boolean requirePrincipal) {
      this.requirePrincipal = requirePrincipal;
      return this;
    }

    /**
     * Checks the settings, derives the keys and builds the codec.
     *
     * @throws IllegalStateException naming the first setting that is missing or wrong
     */
    public RequestStateCodec build() {
      if (audience == null || audience.isEmpty()) {
        throw new IllegalStateException("audience is required: the server's name, bound into every requestState token");
      }
      if (keyRing != null && (!keys.isEmpty() || keys.namesActiveKey())) {
        throw new IllegalStateException("keys come either from key(id, secret) or from keyRing(source), not both");
      }
      KeyRingSource ring = keyRing != null ? keyRing : keys.build();
      if (ring.current() == null) {
        throw new IllegalStateException("the KeyRingSource has no key ring");
      }
      if (ttl.isNegative() || ttl.isZero() || ttl.compareTo(MAX_TTL) > 0 || ttl.toMillis() == 0) {
        throw new IllegalStateException("ttl must be at least 1 ms and at most " + MAX_TTL + ", was " + ttl);
      }
      if (maxTokenLength < MIN_MAX_TOKEN_LENGTH || maxTokenLength > MAX_MAX_TOKEN_LENGTH) {
        throw new IllegalStateException("maxTokenLength must be between " + MIN_MAX_TOKEN_LENGTH + " and "
            + MAX_MAX_TOKEN_LENGTH + " characters, was " + maxTokenLength);
      }
      if (verifier != null) {
        int tagLength = verifier.tagLength();
        if (tagLength < MIN_VERIFIER_TAG_LENGTH || tagLength > MAX_VERIFIER_TAG_LENGTH) {
          throw new IllegalStateException("the StateVerifier's tagLength() must be between " + MIN_VERIFIER_TAG_LENGTH
              + " and " + MAX_VERIFIER_TAG_LENGTH + " bytes, was " + tagLength);
        }
      }
      return new RequestStateCodec(this, ring);
    }
  }
}
