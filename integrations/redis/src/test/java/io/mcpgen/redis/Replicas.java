package io.mcpgen.redis;

import io.mcpgen.json.Json;
import io.mcpgen.json.JsonObject;
import io.mcpgen.json.JsonValue;
import io.mcpgen.runtime.state.ReplayGuard;
import io.mcpgen.runtime.state.RequestBinding;
import io.mcpgen.runtime.state.RequestStateCodec;
import java.util.Arrays;

/** Codecs as replicas build them: one key ring, one audience, each with its own guard. */
final class Replicas {

  static final JsonObject PARAMS = (JsonObject) Json.parse(
      "{\"name\":\"redeem_voucher\",\"arguments\":{\"code\":\"SPRING-26\"}}");
  static final JsonValue PAYLOAD = Json.parse("{\"step\":\"confirm\",\"amount\":25}");
  static final RequestBinding BINDING = RequestBinding.of("tools/call", PARAMS, "alice");

  private Replicas() {}

  static RequestStateCodec codec(ReplayGuard guard) {
    byte[] secret = new byte[32];
    Arrays.fill(secret, (byte) 'k');
    return RequestStateCodec.builder().audience("vouchers").key("k1", secret).replayGuard(guard).build();
  }
}
