package io.mcpgen.oauth.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The signing key of {@code private_key_jwt}, from each source, and the errors for keys it cannot use. */
class ClientAssertionKeyTest {

  @TempDir
  Path directory;

  @Test
  void anRsaPemKeySignsWithRs256AndAnEcP384OneWithEs384() throws Exception {
    KeyPairGenerator rsa = KeyPairGenerator.getInstance("RSA");
    rsa.initialize(2048);
    assertEquals("RS256", ClientAssertionKey.fromPem(pem(rsa.generateKeyPair().getPrivate().getEncoded())).algorithm());
    ECKey ec = new ECKeyGenerator(Curve.P_384).generate();
    assertEquals("ES384", ClientAssertionKey.fromPem(pem(ec.toPrivateKey().getEncoded())).algorithm());
    assertEquals("PS256", ClientAssertionKey.fromPem(pem(rsa.generateKeyPair().getPrivate().getEncoded()))
        .withAlgorithm("PS256").algorithm());
  }

  @Test
  void aJwkFileGivesItsKidAndAlg() throws Exception {
    RSAKey jwk = new RSAKeyGenerator(2048).keyID("rsa-1").algorithm(com.nimbusds.jose.JWSAlgorithm.RS384).generate();
    Path file = directory.resolve("key.jwk");
    Files.writeString(file, jwk.toJSONString());
    ClientAssertionKey key = ClientAssertionKey.fromJwkFile(file);
    assertEquals("rsa-1", key.keyId());
    assertEquals("RS384", key.algorithm());
    assertEquals(jwk.toPrivateKey(), key.privateKey());
  }

  @Test
  void aKeyStoreEntryGivesItsKeyNamedByItsAlias() throws Exception {
    Path file = directory.resolve("client.p12");
    Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
        "-genkeypair", "-keyalg", "EC", "-groupname", "secp256r1", "-alias", "mcp-client", "-dname", "CN=mcp-client",
        "-validity", "2", "-storetype", "PKCS12", "-keystore", file.toString(), "-storepass", "changeit")
        .redirectErrorStream(true).start();
    try (InputStream output = keytool.getInputStream()) {
      output.readAllBytes();
    }
    assertEquals(0, keytool.waitFor(), "keytool made the key store");
    KeyStore store = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(file)) {
      store.load(in, "changeit".toCharArray());
    }
    ClientAssertionKey key = ClientAssertionKey.fromKeyStore(store, "mcp-client", "changeit".toCharArray());
    assertEquals("ES256", key.algorithm());
    assertEquals("mcp-client", key.keyId());
    assertThrows(IllegalArgumentException.class,
        () -> ClientAssertionKey.fromKeyStore(store, "no-such-alias", "changeit".toCharArray()));
  }

  @Test
  void keysItCannotUseAreRefusedWithAClearMessage() throws Exception {
    IllegalArgumentException notPem = assertThrows(IllegalArgumentException.class,
        () -> ClientAssertionKey.fromPem("-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----"));
    assertTrue(notPem.getMessage().contains("PKCS #8"), notPem.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ClientAssertionKey.fromPem(pem(new byte[] {1, 2, 3})));
    ECKey ec = new ECKeyGenerator(Curve.P_256).generate();
    IllegalArgumentException publicOnly = assertThrows(IllegalArgumentException.class,
        () -> ClientAssertionKey.fromJwk(ec.toPublicJWK().toJSONString()));
    assertTrue(publicOnly.getMessage().contains("no private part"), publicOnly.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ClientAssertionKey.fromJwk("{not json"));
    assertThrows(IllegalArgumentException.class,
        () -> ClientAssertionKey.fromPem(pem(ec.toPrivateKey().getEncoded())).withAlgorithm("RS256"));
    assertThrows(IllegalArgumentException.class,
        () -> new ClientCredentials("app", "secret", ClientAssertionKey.fromJwk(ec.toJSONString())));
  }

  @Test
  void theKeyIsNeverPrinted() throws Exception {
    ECKey ec = new ECKeyGenerator(Curve.P_256).keyID("k").generate();
    ClientCredentials credentials = ClientCredentials.privateKeyJwt("app", ClientAssertionKey.fromJwk(ec.toJSONString()));
    String printed = credentials.toString();
    assertFalse(printed.contains(ec.getD().toString()), printed);
    assertFalse(printed.contains(Base64.getEncoder().encodeToString(ec.toPrivateKey().getEncoded()).substring(0, 30)),
        printed);
    assertTrue(printed.contains("ES256"), printed);
  }

  private static String pem(byte[] der) {
    return "-----BEGIN PRIVATE KEY-----\n" + Base64.getMimeEncoder().encodeToString(der) + "\n-----END PRIVATE KEY-----\n";
  }
}
