package io.mcpgen.benchmarks.state;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * The codec one writes in an afternoon: the claims and the payload as a map, Jackson
 * {@code writeValueAsBytes}, HMAC-SHA256 appended, Base64url. Verification decodes, checks the
 * MAC in constant time, reads the map back and checks expiry and bindings. One instance per
 * thread (it keeps its {@code Mac}).
 */
final class ObviousCodec {

  private static final ObjectMapper MAPPER = JsonMapper.builder().build();

  private final Mac mac;

  ObviousCodec(byte[] secret) {
    try {
      mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret, "HmacSHA256"));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  }

  String mint(String audience, String principal, String method, String target, String paramsDigest, int round,
      Object payload, long now) {
    Map<String, Object> claims = new LinkedHashMap<>();
    claims.put("v", 1);
    claims.put("kid", "k1");
    claims.put("iat", now);
    claims.put("exp", now + 600_000);
    claims.put("aud", audience);
    claims.put("sub", principal);
    claims.put("m", method);
    claims.put("t", target);
    claims.put("h", paramsDigest);
    claims.put("r", round);
    claims.put("n", Long.toHexString(ThreadLocalRandom.current().nextLong()));
    claims.put("p", payload);
    byte[] json = MAPPER.writeValueAsBytes(claims);
    byte[] signed = Arrays.copyOf(json, json.length + 32);
    try {
      mac.update(json);
      mac.doFinal(signed, json.length);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
    return Base64.getUrlEncoder().withoutPadding().encodeToString(signed);
  }

  @SuppressWarnings("unchecked")
  Map<String, Object> verify(String token, String audience, String principal, String method, String target,
      String paramsDigest, long now) {
    byte[] signed = Base64.getUrlDecoder().decode(token);
    int length = signed.length - 32;
    mac.update(signed, 0, length);
    byte[] expected = mac.doFinal();
    if (!MessageDigest.isEqual(expected, Arrays.copyOfRange(signed, length, signed.length))) {
      throw new IllegalArgumentException("bad tag");
    }
    Map<String, Object> claims = MAPPER.readValue(Arrays.copyOf(signed, length), Map.class);
    if (((Number) claims.get("exp")).longValue() <= now || !audience.equals(claims.get("aud"))
        || !principal.equals(claims.get("sub")) || !method.equals(claims.get("m")) || !target.equals(claims.get("t"))
        || !paramsDigest.equals(claims.get("h"))) {
      throw new IllegalArgumentException("rejected");
    }
    return claims;
  }
}
