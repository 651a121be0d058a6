package io.mcpgen.benchmarks.state;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.util.JSONObjectUtils;
import com.nimbusds.jwt.JWTClaimsSet;
import io.mcpgen.json.Json;
import io.mcpgen.json.JsonArray;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.state.Protection;
import io.mcpgen.runtime.state.RequestBinding;
import io.mcpgen.runtime.state.RequestStateCodec;
import io.mcpgen.runtime.state.StateRejectedException;
import io.mcpgen.runtime.state.VerifiedState;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.text.ParseException;
import java.util.Arrays;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The requestState codec beside its floors and its alternatives, on the same payload bytes, in
 * one run: mint, and mint then verify (the work of one MRTR round on the server).
 *
 * <ul>
 *   <li>{@code codecSigned*}, {@code codecSealed*}: {@link RequestStateCodec}, every claim stamped
 *       and checked, given the request's {@link RequestBinding} (as the baselines are given the
 *       params digest; the engine builds it once per request). Verifying leaves the payload as
 *       its authenticated JSON text, built when first read; the {@code *MintVerifyRead} variants
 *       also read the whole payload, as a handler that uses all of its state does.
 *   <li>{@code requestSigned}, {@code requestSealed}: one MRTR retry with everything included:
 *       build the binding, verify the token the retry carries, mint the next one;
 *       {@code bindingOf} is the binding alone.
 *   <li>{@code rawHmac*}: the floor of a signed token, one HMAC-SHA256 over the payload bytes to
 *       mint; one HMAC and a constant-time compare to verify.
 *   <li>{@code rawGcm*}: the floor of a sealed token, AES-256-GCM seal, then open.
 *   <li>{@code nimbus*}: Nimbus JOSE+JWT HS256 with the same claims.
 *   <li>{@code obvious*}: Jackson {@code writeValueAsBytes} of the claims + HMAC + Base64.
 *   <li>{@code sdk*}: MCP Java SDK 2.2.0's {@code HmacRequestStateCodec} ({@link SdkStateCodec}),
 *       handed the payload's compact JSON text as its string state; {@code sdkRequest} is its
 *       retry (open the token the retry carries, seal the next). It signs only (no sealed mode),
 *       and binds less: principal, method, tool name and expiry, not the arguments, an audience
 *       or a round.
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
// A long warm-up: on a small shared machine the JIT compiler threads get little CPU.
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class RequestStateBenchmark {

  private static final byte[] SECRET = "0123456789abcdef0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
  private static final String AUDIENCE = "orders";
  private static final String PRINCIPAL = "user-4c1f9a";

  /** Size of the payload's compact JSON, in bytes. */
  @Param({"300", "2048"})
  public int payloadBytes;

  private JsonObject params;
  private RequestBinding binding;
  private String incomingSigned;
  private String incomingSealed;
  private JsonValue payload;
  private byte[] payloadJson;
  private Map<String, Object> payloadMap;
  private RequestStateCodec codec;
  private String digest;

  private Mac hmac;
  private Cipher gcm;
  private SecretKeySpec aesKey;
  private byte[] iv;
  private long ivCounter;

  private NimbusCodec nimbus;
  private ObviousCodec obvious;

  private SdkStateCodec sdk;
  private io.modelcontextprotocol.modern.server.McpRequestContext sdkContext;
  private String payloadText;
  /** The same payload as an SDK user holds state before it is a string: a map, its mapper's. */
  private Map<String, Object> sdkPayloadMap;
  private final io.modelcontextprotocol.json.McpJsonMapper sdkMapper =
      io.modelcontextprotocol.json.McpJsonDefaults.getMapper();
  private String incomingSdk;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    params = (JsonObject) Json.parse("{\"name\":\"book_flight\",\"arguments\":{\"from\":\"CDG\",\"to\":\"NRT\","
        + "\"date\":\"2026-12-20\",\"passengers\":2,\"class\":\"economy\",\"maxPrice\":1250.5},"
        + "\"_meta\":{\"progressToken\":7}}");
    payload = Payloads.ofSize(payloadBytes);
    payloadJson = Payloads.bytes(payload);
    payloadMap = JSONObjectUtils.parse(new String(payloadJson, StandardCharsets.UTF_8));
    binding = RequestBinding.of("tools/call", params, PRINCIPAL);
    digest = Base64.getUrlEncoder().withoutPadding().encodeToString(binding.paramsDigest());
    codec = RequestStateCodec.builder().audience(AUDIENCE).key("k1", SECRET).build();
    // Live for the default 600 s, longer than any trial.
    incomingSigned = codec.mint(binding, 1, payload, Protection.SIGNED);
    incomingSealed = codec.mint(binding, 1, payload, Protection.SEALED);

    hmac = Mac.getInstance("HmacSHA256");
    hmac.init(new SecretKeySpec(SECRET, "HmacSHA256"));
    gcm = Cipher.getInstance("AES/GCM/NoPadding");
    aesKey = new SecretKeySpec(SECRET, "AES");
    iv = new byte[12];

    nimbus = new NimbusCodec(SECRET);
    obvious = new ObviousCodec(SECRET);
    sdk = new SdkStateCodec(SECRET);
    sdkContext = SdkStateCodec.toolCall("book_flight", PRINCIPAL);
    payloadText = new String(payloadJson, StandardCharsets.UTF_8);
    incomingSdk = sdk.seal(sdkContext, payloadText);
    try {
      sdkPayloadMap = sdkMapper.readValue(payloadText, new io.modelcontextprotocol.json.TypeRef<Map<String, Object>>() {});
    } catch (java.io.IOException e) {
      throw new IllegalStateException(e);
    }
    checkEveryBenchmarkRoundTrips();
    checkBothSidesRefuseWhatTheyShould();
  }

  // The codec, given the request's binding as the baselines are given its digest.

  @Benchmark
  public String codecSignedMint() {
    return codec.mint(binding, 1, payload, Protection.SIGNED);
  }

  @Benchmark
  public VerifiedState codecSignedMintVerify() throws StateRejectedException {
    return codec.verify(codec.mint(binding, 1, payload, Protection.SIGNED), binding);
  }

  /** Mint, verify, and read the whole payload, as a handler that uses all of its state would. */
  @Benchmark
  public JsonValue codecSignedMintVerifyRead() throws StateRejectedException {
    return readAll(codec.verify(codec.mint(binding, 1, payload, Protection.SIGNED), binding).payload());
  }

  @Benchmark
  public String codecSealedMint() {
    return codec.mint(binding, 1, payload, Protection.SEALED);
  }

  @Benchmark
  public VerifiedState codecSealedMintVerify() throws StateRejectedException {
    return codec.verify(codec.mint(binding, 1, payload, Protection.SEALED), binding);
  }

  /** Mint, verify, and read the whole payload, as a handler that uses all of its state would. */
  @Benchmark
  public JsonValue codecSealedMintVerifyRead() throws StateRejectedException {
    return readAll(codec.verify(codec.mint(binding, 1, payload, Protection.SEALED), binding).payload());
  }

  /** Reaches every value of a tree (building any part kept as text), and returns its last leaf. */
  private static JsonValue readAll(JsonValue value) {
    JsonValue last = value;
    if (value instanceof JsonObject) {
      for (JsonValue member : ((JsonObject) value).members().values()) {
        last = readAll(member);
      }
    } else if (value instanceof JsonArray) {
      for (JsonValue element : ((JsonArray) value).elements()) {
        last = readAll(element);
      }
    }
    return last;
  }

  // One MRTR retry on the server, everything included: build the request's binding (target,
  // canonical params digest, principal hash), verify the token it carries, mint the next one.

  @Benchmark
  public String requestSigned() throws StateRejectedException {
    RequestBinding retry = RequestBinding.of("tools/call", params, PRINCIPAL);
    VerifiedState state = codec.verify(incomingSigned, retry);
    return codec.mint(retry, state.round() + 1, state.payload(), Protection.SIGNED);
  }

  @Benchmark
  public String requestSealed() throws StateRejectedException {
    RequestBinding retry = RequestBinding.of("tools/call", params, PRINCIPAL);
    VerifiedState state = codec.verify(incomingSealed, retry);
    return codec.mint(retry, state.round() + 1, state.payload(), Protection.SEALED);
  }

  /** Once per request in the engine: target and the canonical params digest. */
  @Benchmark
  public RequestBinding bindingOf() {
    return RequestBinding.of("tools/call", params, PRINCIPAL);
  }

  // Floors: the cryptography alone, over the payload's bytes.

  @Benchmark
  public byte[] rawHmacMint() {
    return hmac.doFinal(payloadJson);
  }

  @Benchmark
  public boolean rawHmacMintVerify() {
    byte[] tag = hmac.doFinal(payloadJson);
    return MessageDigest.isEqual(tag, hmac.doFinal(payloadJson));
  }

  @Benchmark
  public byte[] rawGcmSeal() throws GeneralSecurityException {
    return seal();
  }

  @Benchmark
  public byte[] rawGcmSealOpen() throws GeneralSecurityException {
    byte[] sealed = seal();
    gcm.init(Cipher.DECRYPT_MODE, aesKey, new GCMParameterSpec(128, iv));
    return gcm.doFinal(sealed);
  }

  private byte[] seal() throws GeneralSecurityException {
    // A fresh IV per seal (GCM refuses to reuse one), from a counter: the cheapest source.
    long counter = ++ivCounter;
    for (int i = 0; i < 8; i++) {
      iv[i] = (byte) (counter >>> 8 * i);
    }
    gcm.init(Cipher.ENCRYPT_MODE, aesKey, new GCMParameterSpec(128, iv));
    return gcm.doFinal(payloadJson);
  }

  // Alternatives with the same claims.

  @Benchmark
  public String nimbusMint() throws JOSEException {
    return nimbus.mint(AUDIENCE, PRINCIPAL, "tools/call", "book_flight", digest, 1, payloadMap,
        System.currentTimeMillis());
  }

  @Benchmark
  public JWTClaimsSet nimbusMintVerify() throws JOSEException, ParseException {
    long now = System.currentTimeMillis();
    String token = nimbus.mint(AUDIENCE, PRINCIPAL, "tools/call", "book_flight", digest, 1, payloadMap, now);
    return nimbus.verify(token, AUDIENCE, PRINCIPAL, "tools/call", "book_flight", digest, now);
  }

  @Benchmark
  public String obviousMint() {
    return obvious.mint(AUDIENCE, PRINCIPAL, "tools/call", "book_flight", digest, 1, payloadMap,
        System.currentTimeMillis());
  }

  @Benchmark
  public Map<String, Object> obviousMintVerify() {
    long now = System.currentTimeMillis();
    String token = obvious.mint(AUDIENCE, PRINCIPAL, "tools/call", "book_flight", digest, 1, payloadMap, now);
    return obvious.verify(token, AUDIENCE, PRINCIPAL, "tools/call", "book_flight", digest, now);
  }

  // MCP Java SDK 2.2.0 (io.modelcontextprotocol.modern), signed: the only mode it has.

  @Benchmark
  public String sdkSignedMint() {
    return sdk.seal(sdkContext, payloadText);
  }

  @Benchmark
  public String sdkSignedMintVerify() {
    return sdk.open(sdkContext, sdk.seal(sdkContext, payloadText));
  }

  /**
   * As {@link #sdkSignedMintVerify}, but from the state as a user holds it, a map, written to its
   * string by the SDK's mapper: the codec's mint writes its payload from a built value too.
   */
  @Benchmark
  public String sdkSignedMintVerifyFromState() throws java.io.IOException {
    return sdk.open(sdkContext, sdk.seal(sdkContext, sdkMapper.writeValueAsString(sdkPayloadMap)));
  }

  /** The SDK's share of one MRTR retry: open the token the retry carries, seal the next one. */
  @Benchmark
  public String sdkRequest() {
    return sdk.seal(sdkContext, sdk.open(sdkContext, incomingSdk));
  }

  /**
   * The SDK and the codec side by side, once: each opens what it minted to the same payload, and
   * each refuses a token with one character changed and a token presented by another principal.
   */
  private void checkBothSidesRefuseWhatTheyShould() throws Exception {
    check("sdkSigned", payloadText.equals(sdkSignedMintVerify()));
    try {
      check("sdkSignedFromState", Json.parse(payloadText).equals(Json.parse(sdkSignedMintVerifyFromState())));
    } catch (java.io.IOException e) {
      throw new IllegalStateException(e);
    }
    check("sdkRequest", payloadText.equals(sdk.open(sdkContext, sdkRequest())));
    check("sdk and codec payloads", payload.equals(Json.parse(sdkSignedMintVerify())));
    String sdkToken = sdk.seal(sdkContext, payloadText);
    refused("sdk tampered", sdk.open(sdkContext, tamper(sdkToken)) == null);
    refused("sdk other principal", sdk.open(SdkStateCodec.toolCall("book_flight", "someone-else"), sdkToken) == null);
    refused("sdk other tool", sdk.open(SdkStateCodec.toolCall("cancel_flight", PRINCIPAL), sdkToken) == null);
    for (Protection protection : Protection.values()) {
      String token = codec.mint(binding, 1, payload, protection);
      refused("codec " + protection + " tampered", rejects(tamper(token), binding));
      refused("codec " + protection + " other principal",
          rejects(token, RequestBinding.of("tools/call", params, "someone-else")));
      JsonObject otherArguments = params.with("arguments",
          ((JsonObject) params.members().get("arguments")).with("passengers", Json.parse("3")));
      refused("codec " + protection + " other arguments",
          rejects(token, RequestBinding.of("tools/call", otherArguments, PRINCIPAL)));
    }
  }

  /** The token with one character of its signed part changed (in the middle, away from padding bits). */
  private static String tamper(String token) {
    int at = token.length() / 2;
    char changed = token.charAt(at) == 'A' ? 'B' : 'A';
    return token.substring(0, at) + changed + token.substring(at + 1);
  }

  private boolean rejects(String token, RequestBinding against) {
    try {
      codec.verify(token, against);
      return false;
    } catch (StateRejectedException expected) {
      return true;
    }
  }

  private static void refused(String what, boolean refused) {
    if (!refused) {
      throw new IllegalStateException(what + ": accepted, should be refused");
    }
  }

  /** Checks that every benchmark does the work it claims, before any is measured. */
  private void checkEveryBenchmarkRoundTrips() throws Exception {
    check("codecSigned", payload.equals(codecSignedMintVerify().payload()));
    check("codecSealed", payload.equals(codecSealedMintVerify().payload()));
    check("codecSignedRead", codecSignedMintVerifyRead().equals(readAll(payload)));
    check("codecSealedRead", codecSealedMintVerifyRead().equals(readAll(payload)));
    check("requestSigned", payload.equals(codec.verify(requestSigned(), binding).payload()));
    check("requestSealed", payload.equals(codec.verify(requestSealed(), binding).payload()));
    check("rawHmac", rawHmacMintVerify());
    check("rawGcm", Arrays.equals(payloadJson, rawGcmSealOpen()));
    // The libraries read numbers back as their own types; compare as JSON values.
    check("nimbus", payload.equals(Json.parse(JSONObjectUtils.toJSONString(nimbusMintVerify().getJSONObjectClaim("p")))));
    check("obvious", payload.equals(Json.parse(JSONObjectUtils.toJSONString(asMap(obviousMintVerify().get("p"))))));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> asMap(Object value) {
    return (Map<String, Object>) value;
  }

  private static void check(String benchmark, boolean roundTrips) {
    if (!roundTrips) {
      throw new IllegalStateException(benchmark + " does not round-trip its payload");
    }
  }
}
