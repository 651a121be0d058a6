package io.mcpgen.oauth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import io.mcpgen.oauth.client.ClientAssertionKey;
import io.mcpgen.oauth.client.ClientCredentials;
import io.mcpgen.oauth.client.InMemoryTokenStore;
import io.mcpgen.oauth.client.OAuthClientAuthorizer;
import io.mcpgen.oauth.client.Tokens;
import io.mcpgen.runtime.client.CallOptions;
import io.mcpgen.runtime.transport.http.client.StreamableHttpClientTransport;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECGenParameterSpec;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The client credentials grant against a real authorization server (mock-oauth2-server): the
 * grant and the client authentication on the wire, the token cached, renewed before it expires,
 * asked for again once on a 401, and never a secret, key or token in a log line.
 */
@Timeout(120)
class ClientCredentialsTest {

  private static final String SECRET = "batch-secret-5f1c9e";
  private static final String JWT_BEARER = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";

  @TempDir
  Path directory;
  private AuthorizationServer as;

  @BeforeEach
  void startAuthorizationServer() {
    as = new AuthorizationServer();
    as.grant("batch-job", "notes:read", 3600);
  }

  @AfterEach
  void stop() {
    as.close();
  }

  private static NotesMcpClient client(URI endpoint, OAuthClientAuthorizer oauth) {
    return NotesMcpClient.builder(StreamableHttpClientTransport.builder(endpoint).authorizer(oauth).build())
        .clientInfo("batch", "1.0.0")
        .defaults(CallOptions.builder().roundTimeout(Duration.ofSeconds(60)).build())
        .build();
  }

  @Test
  void clientSecretBasicSendsTheSecretInTheHeaderOnceAndTheTokenIsReused() throws Exception {
    try (ProtectedNotes server = new ProtectedNotes(as, resource -> { });
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder()
            .clientCredentials(as.issuer(), new ClientCredentials("batch-job", SECRET)).build();
        NotesMcpClient notes = client(server.endpoint(), oauth)) {
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      assertEquals("note n2", notes.readNote(new Notes.Key("n2")));

      List<Map<String, List<String>>> requests = as.tokenRequests();
      assertEquals(1, requests.size(), "the token is reused for the second call");
      assertEquals(List.of("client_credentials"), requests.get(0).get("grant_type"));
      assertNull(requests.get(0).get("client_secret"), "not in the body");
      assertNull(requests.get(0).get("client_assertion"));
      assertEquals("Basic " + Base64.getEncoder().encodeToString(("batch-job:" + SECRET).getBytes(StandardCharsets.UTF_8)),
          as.tokenRequestAuthorizations().get(0));
    }
  }

  @Test
  void privateKeyJwtSignsAnAssertionForTheIssuerWithAKeyFromAPemFile() throws Exception {
    KeyPair pair = ecKeyPair();
    Path pem = directory.resolve("client.pem");
    Files.writeString(pem, pem(pair));
    try (ProtectedNotes server = new ProtectedNotes(as, resource -> { });
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder()
            .clientCredentials(as.issuer(), ClientCredentials.privateKeyJwt("batch-job",
                ClientAssertionKey.fromPemFile(pem).withKeyId("k1")))
            .build();
        NotesMcpClient notes = client(server.endpoint(), oauth)) {
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));

      Map<String, List<String>> request = as.tokenRequests().get(0);
      assertEquals(List.of("client_credentials"), request.get("grant_type"));
      assertEquals(List.of(JWT_BEARER), request.get("client_assertion_type"));
      assertNull(as.tokenRequestAuthorizations().get(0), "no Authorization header");
      SignedJWT assertion = SignedJWT.parse(request.get("client_assertion").get(0));
      assertTrue(assertion.verify(new ECDSAVerifier((ECPublicKey) pair.getPublic())), "signed with the key");
      assertEquals("ES256", assertion.getHeader().getAlgorithm().getName());
      assertEquals("k1", assertion.getHeader().getKeyID());
      JWTClaimsSet claims = assertion.getJWTClaimsSet();
      assertEquals("batch-job", claims.getIssuer());
      assertEquals("batch-job", claims.getSubject());
      assertEquals(List.of(as.issuer()), claims.getAudience(), "the authorization server's issuer identifier");
      assertTrue(claims.getExpirationTime().after(new Date()));
      assertTrue(claims.getJWTID() != null && !claims.getJWTID().isEmpty());
    }
  }

  @Test
  void aTokenCloseToExpiryIsRenewedBeforeItExpires() throws Exception {
    MutableClock clock = new MutableClock(Instant.parse("2026-01-01T00:00:00Z"));
    InMemoryTokenStore store = new InMemoryTokenStore();
    as.grant("batch-job", "notes:read", 600);
    try (ProtectedNotes server = new ProtectedNotes(as, resource -> { });
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder().clock(clock).tokenStore(store)
            .refreshAhead(Duration.ofSeconds(60))
            .clientCredentials(as.issuer(), new ClientCredentials("batch-job", SECRET)).build();
        NotesMcpClient notes = client(server.endpoint(), oauth)) {
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      String first = store.get(server.resource()).orElseThrow().accessToken();

      clock.advance(Duration.ofSeconds(500)); // 100 s left: not yet due
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      assertEquals(1, as.tokenRequests().size());
      assertEquals(first, store.get(server.resource()).orElseThrow().accessToken());

      clock.advance(Duration.ofSeconds(50)); // 50 s left: renewed in the background, the held token sent meanwhile
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      Tokens renewed = awaitNewToken(store, server.resource(), first);
      assertEquals(List.of("client_credentials", "client_credentials"), as.grantTypes());
      assertTrue(renewed.expiresAt().isAfter(clock.instant().plusSeconds(500)), "a new lifetime: " + renewed);
      assertEquals("note n2", notes.readNote(new Notes.Key("n2")));
      assertEquals(2, as.tokenRequests().size(), "the renewed token serves the next calls");
    }
  }

  @Test
  void aFailedRenewalIsNotTriedAgainOnEveryRequest() throws Exception {
    MutableClock clock = new MutableClock(Instant.parse("2026-01-01T00:00:00Z"));
    as.grant("batch-job", "notes:read", 600);
    try (ClientLogCapture logs = new ClientLogCapture();
        ProtectedNotes server = new ProtectedNotes(as, resource -> { });
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder().clock(clock)
            .clientCredentials(as.issuer(), new ClientCredentials("batch-job", SECRET)).build();
        NotesMcpClient notes = client(server.endpoint(), oauth)) {
      assertEquals("note n1", notes.readNote(new Notes.Key("n1"))); // the server has the JWKS from here on
      as.close(); // the authorization server goes away: renewals fail
      clock.advance(Duration.ofSeconds(550));
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      awaitRenewalFailures(logs, 1);
      for (int i = 0; i < 3; i++) {
        assertEquals("note n1", notes.readNote(new Notes.Key("n1")), "the held token still serves");
      }
      clock.advance(Duration.ofSeconds(11));
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      awaitRenewalFailures(logs, 2);
      assertEquals(2, renewalFailures(logs), "one more after the pause, none in between");
    }
  }

  private static long renewalFailures(ClientLogCapture logs) {
    return logs.printed().lines().filter(line -> line.contains("before it expires failed")).count();
  }

  private static void awaitRenewalFailures(ClientLogCapture logs, long count) throws InterruptedException {
    for (int i = 0; i < 600 && renewalFailures(logs) < count; i++) {
      Thread.sleep(50);
    }
    assertEquals(count, renewalFailures(logs), logs.printed());
  }

  @Test
  void aRefusedTokenIsReplacedOnceAndAFreshOneRefusedIsNotAskedForAgain() throws Exception {
    InMemoryTokenStore store = new InMemoryTokenStore();
    try (ProtectedNotes server = new ProtectedNotes(as, resource -> { });
        OAuthClientAuthorizer oauth = OAuthClientAuthorizer.builder().tokenStore(store)
            .clientCredentials(as.issuer(), new ClientCredentials("batch-job", SECRET)).build();
        NotesMcpClient notes = client(server.endpoint(), oauth)) {
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")));
      store.put(server.resource(), revoked(as.issuer()));
      assertEquals("note n1", notes.readNote(new Notes.Key("n1")), "a new token after the 401");
      assertEquals(2, as.tokenRequests().size());

      store.put(server.resource(), revoked(as.issuer()));
      as.misissueFor("https://elsewhere.example/mcp"); // the next token is refused too
      assertThrows(RuntimeException.class, () -> notes.readNote(new Notes.Key("n1")));
      assertEquals(3, as.tokenRequests().size(), "one new token for the 401, none for the second 401");
    }
  }

  @Test
  void noSecretKeyOrTokenReachesAnyLogLineAtAnyLevel() throws Exception {
    KeyPair pair = ecKeyPair();
    String pem = pem(pair);
    InMemoryTokenStore store = new InMemoryTokenStore();
    try (ClientLogCapture logs = new ClientLogCapture();
        ProtectedNotes basicServer = new ProtectedNotes(as, resource -> { });
        ProtectedNotes jwtServer = new ProtectedNotes(as, resource -> { });
        OAuthClientAuthorizer basic = OAuthClientAuthorizer.builder().tokenStore(store)
            .clientCredentials(as.issuer(), new ClientCredentials("batch-job", SECRET)).build();
        OAuthClientAuthorizer jwt = OAuthClientAuthorizer.builder().tokenStore(store)
            .clientCredentials(as.issuer(), ClientCredentials.privateKeyJwt("batch-job", ClientAssertionKey.fromPem(pem)))
            .build();
        NotesMcpClient basicNotes = client(basicServer.endpoint(), basic);
        NotesMcpClient jwtNotes = client(jwtServer.endpoint(), jwt)) {
      assertEquals("note n1", basicNotes.readNote(new Notes.Key("n1")));
      assertEquals("note n1", jwtNotes.readNote(new Notes.Key("n1")));
      store.put(basicServer.resource(), revoked(as.issuer()));
      as.misissueFor("https://elsewhere.example/mcp"); // a refused token: the warning path
      assertThrows(RuntimeException.class, () -> basicNotes.readNote(new Notes.Key("n2")));

      String printed = logs.printed();
      assertTrue(logs.from("io.mcpgen.oauth") >= 3, "the authorizer's lines were captured:\n" + printed);
      List<String> secrets = new java.util.ArrayList<>(List.of(SECRET,
          Base64.getEncoder().encodeToString(("batch-job:" + SECRET).getBytes(StandardCharsets.UTF_8)),
          Base64.getEncoder().encodeToString(pair.getPrivate().getEncoded()).substring(0, 40), "revoked-token"));
      for (Map<String, List<String>> request : as.tokenRequests()) {
        if (request.get("client_assertion") != null) {
          secrets.add(request.get("client_assertion").get(0));
        }
      }
      secrets.add(store.get(jwtServer.resource()).orElseThrow().accessToken());
      secrets.add(store.get(basicServer.resource()).orElseThrow().accessToken());
      for (String secret : secrets) {
        assertFalse(printed.contains(secret), "a secret in the log:\n" + printed);
      }
    }
  }

  private static Tokens revoked(String issuer) {
    return new Tokens("revoked-token", null, null, List.of(), issuer, "batch-job");
  }

  private static Tokens awaitNewToken(InMemoryTokenStore store, String resource, String old)
      throws InterruptedException {
    for (int i = 0; i < 600; i++) {
      Tokens current = store.get(resource).orElseThrow();
      if (!current.accessToken().equals(old)) {
        return current;
      }
      Thread.sleep(50);
    }
    throw new AssertionError("the token was not renewed");
  }

  static KeyPair ecKeyPair() throws Exception {
    KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
    generator.initialize(new ECGenParameterSpec("secp256r1"));
    return generator.generateKeyPair();
  }

  static String pem(KeyPair pair) {
    return "-----BEGIN PRIVATE KEY-----\n"
        + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(pair.getPrivate().getEncoded())
        + "\n-----END PRIVATE KEY-----\n";
  }

  /** A clock the test moves. */
  static final class MutableClock extends Clock {
    private final AtomicReference<Instant> now;

    MutableClock(Instant start) {
      now = new AtomicReference<>(start);
    }

    void advance(Duration by) {
      now.updateAndGet(instant -> instant.plus(by));
    }

    @Override
    public Instant instant() {
      return now.get();
    }

    @Override
    public ZoneOffset getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(java.time.ZoneId zone) {
      return this;
    }
  }
}
