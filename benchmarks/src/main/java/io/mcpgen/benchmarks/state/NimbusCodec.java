package io.mcpgen.benchmarks.state;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.crypto.MACVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.text.ParseException;
import java.util.Date;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** What a user would otherwise pick: a Nimbus JOSE+JWT HS256 token with the same claims. */
final class NimbusCodec {

  private final MACSigner signer;
  private final MACVerifier verifier;
  private final JWSHeader header = new JWSHeader.Builder(JWSAlgorithm.HS256).keyID("k1").build();

  NimbusCodec(byte[] secret) {
    try {
      signer = new MACSigner(secret);
      verifier = new MACVerifier(secret);
    } catch (JOSEException e) {
      throw new IllegalStateException(e);
    }
  }

  String mint(String audience, String principal, String method, String target, String paramsDigest, int round,
      Map<String, Object> payload, long now) throws JOSEException {
    JWTClaimsSet claims = new JWTClaimsSet.Builder()
        .audience(audience)
        .subject(principal)
        .issueTime(new Date(now))
        .expirationTime(new Date(now + 600_000))
        .jwtID(Long.toHexString(ThreadLocalRandom.current().nextLong()))
        .claim("m", method)
        .claim("t", target)
        .claim("h", paramsDigest)
        .claim("r", round)
        .claim("p", payload)
        .build();
    SignedJWT jwt = new SignedJWT(header, claims);
    jwt.sign(signer);
    return jwt.serialize();
  }

  JWTClaimsSet verify(String token, String audience, String principal, String method, String target,
      String paramsDigest, long now) throws JOSEException, ParseException {
    SignedJWT jwt = SignedJWT.parse(token);
    if (!jwt.verify(verifier)) {
      throw new IllegalArgumentException("bad tag");
    }
    JWTClaimsSet claims = jwt.getJWTClaimsSet();
    if (claims.getExpirationTime().getTime() <= now || !claims.getAudience().contains(audience)
        || !principal.equals(claims.getSubject()) || !method.equals(claims.getClaim("m"))
        || !target.equals(claims.getClaim("t")) || !paramsDigest.equals(claims.getClaim("h"))) {
      throw new IllegalArgumentException("rejected");
    }
    return claims;
  }
}
