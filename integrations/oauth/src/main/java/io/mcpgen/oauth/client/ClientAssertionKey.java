package io.mcpgen.oauth.client;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.RSAKey;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.interfaces.ECPrivateKey;
import java.security.interfaces.RSAPrivateKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.Objects;
import java.util.Set;

/**
 * The private key a client signs its JWT client assertions with ({@code private_key_jwt}, RFC 7523
 * section 2.2): an RSA or EC key read from a PKCS #8 PEM file, a JWK file or a {@link KeyStore}.
 * The algorithm is the one given, else the JWK's {@code alg}, else {@code RS256} for RSA and
 * {@code ES256}/{@code ES384}/{@code ES512} by curve for EC. Never prints the key.
 */
public final class ClientAssertionKey {

  private static final Set<JWSAlgorithm> RSA = Set.of(JWSAlgorithm.RS256, JWSAlgorithm.RS384, JWSAlgorithm.RS512,
      JWSAlgorithm.PS256, JWSAlgorithm.PS384, JWSAlgorithm.PS512);
  private static final Set<JWSAlgorithm> EC = Set.of(JWSAlgorithm.ES256, JWSAlgorithm.ES384, JWSAlgorithm.ES512);
  private static final String PEM_BEGIN = "-----BEGIN PRIVATE KEY-----";
  private static final String PEM_END = "-----END PRIVATE KEY-----";

  private final PrivateKey key;
  private final JWSAlgorithm algorithm;
  private final String keyId;

  private ClientAssertionKey(PrivateKey key, JWSAlgorithm algorithm, String keyId) {
    this.key = key;
    this.algorithm = algorithm == null ? defaultAlgorithm(key) : algorithm;
    this.keyId = keyId;
    if (!(key instanceof RSAPrivateKey ? RSA : EC).contains(this.algorithm)) {
      throw new IllegalArgumentException("the algorithm " + this.algorithm + " does not fit a " + key.getAlgorithm()
          + " key");
    }
  }

  /** The key in a PKCS #8 PEM text ({@code -----BEGIN PRIVATE KEY-----}), RSA or EC. */
  public static ClientAssertionKey fromPem(String pem) {
    Objects.requireNonNull(pem, "pem");
    int begin = pem.indexOf(PEM_BEGIN);
    int end = pem.indexOf(PEM_END);
    if (begin < 0 || end < begin) {
      throw new IllegalArgumentException("not a PKCS #8 PEM private key (" + PEM_BEGIN + " ... " + PEM_END
          + "); convert others with openssl pkcs8 -topk8 -nocrypt");
    }
    byte[] der;
    try {
      der = Base64.getMimeDecoder().decode(pem.substring(begin + PEM_BEGIN.length(), end));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("the PEM private key is not valid base64");
    }
    for (String type : new String[] {"RSA", "EC"}) {
      try {
        return new ClientAssertionKey(KeyFactory.getInstance(type).generatePrivate(new PKCS8EncodedKeySpec(der)), null,
            null);
      } catch (GeneralSecurityException notThisType) {
        // try the next key type
      }
    }
    throw new IllegalArgumentException("the PEM private key is neither an RSA nor an EC key");
  }

  /** The key in a PKCS #8 PEM file. */
  public static ClientAssertionKey fromPemFile(Path file) throws IOException {
    return fromPem(Files.readString(file, StandardCharsets.US_ASCII));
  }

  /** The key in a JWK (JSON) with its private part; its {@code kid} and {@code alg} are used when present. */
  public static ClientAssertionKey fromJwk(String json) {
    JWK jwk;
    try {
      jwk = JWK.parse(Objects.requireNonNull(json, "json"));
    } catch (java.text.ParseException e) {
      throw new IllegalArgumentException("not a JWK: " + e.getMessage());
    }
    if (!jwk.isPrivate()) {
      throw new IllegalArgumentException("the JWK has no private part");
    }
    PrivateKey key;
    try {
      if (jwk instanceof RSAKey) {
        key = ((RSAKey) jwk).toPrivateKey();
      } else if (jwk instanceof ECKey) {
        key = ((ECKey) jwk).toPrivateKey();
      } else {
        throw new IllegalArgumentException("the JWK is neither an RSA nor an EC key: " + jwk.getKeyType());
      }
    } catch (JOSEException e) {
      throw new IllegalArgumentException("the JWK's private key cannot be read: " + e.getMessage());
    }
    JWSAlgorithm algorithm = jwk.getAlgorithm() == null ? null : JWSAlgorithm.parse(jwk.getAlgorithm().getName());
    return new ClientAssertionKey(key, algorithm, jwk.getKeyID());
  }

  /** The key in a JWK file. */
  public static ClientAssertionKey fromJwkFile(Path file) throws IOException {
    return fromJwk(Files.readString(file, StandardCharsets.UTF_8));
  }

  /** The private key under {@code alias} in a loaded key store; the alias becomes the {@code kid}. */
  public static ClientAssertionKey fromKeyStore(KeyStore store, String alias, char[] password) {
    Key key;
    try {
      key = store.getKey(Objects.requireNonNull(alias, "alias"), password);
    } catch (GeneralSecurityException e) {
      throw new IllegalArgumentException("the key store's entry " + alias + " cannot be read: " + e.getMessage());
    }
    if (!(key instanceof RSAPrivateKey || key instanceof ECPrivateKey)) {
      throw new IllegalArgumentException("the key store has no RSA or EC private key under " + alias);
    }
    return new ClientAssertionKey((PrivateKey) key, null, alias);
  }

  /** The same key, signing with {@code algorithm} (e.g. {@code PS256}). */
  public ClientAssertionKey withAlgorithm(String algorithm) {
    return new ClientAssertionKey(key, JWSAlgorithm.parse(Objects.requireNonNull(algorithm, "algorithm")), keyId);
  }

  /** The same key, named {@code keyId} in the assertion's header. */
  public ClientAssertionKey withKeyId(String keyId) {
    return new ClientAssertionKey(key, algorithm, Objects.requireNonNull(keyId, "keyId"));
  }

  /** The signing algorithm. */
  public String algorithm() {
    return algorithm.getName();
  }

  /** The {@code kid} sent in the assertion's header, or null. */
  public String keyId() {
    return keyId;
  }

  PrivateKey privateKey() {
    return key;
  }

  JWSAlgorithm jwsAlgorithm() {
    return algorithm;
  }

  private static JWSAlgorithm defaultAlgorithm(PrivateKey key) {
    if (key instanceof RSAPrivateKey) {
      return JWSAlgorithm.RS256;
    }
    if (key instanceof ECPrivateKey) {
      int bits = ((ECPrivateKey) key).getParams().getCurve().getField().getFieldSize();
      return bits <= 256 ? JWSAlgorithm.ES256 : bits <= 384 ? JWSAlgorithm.ES384 : JWSAlgorithm.ES512;
    }
    throw new IllegalArgumentException("not an RSA or EC key: " + key.getAlgorithm());
  }

  /** Never prints the key. */
  @Override
  public String toString() {
    return "ClientAssertionKey[" + key.getAlgorithm() + ", " + algorithm + (keyId == null ? "" : ", kid=" + keyId) + "]";
  }
}
