package io.mcpgen.redis;

/** What {@link RedisReplayGuard} answers when Redis cannot: it is down, slow or refuses the command. */
public enum GuardFailureMode {

  /**
   * The token is refused (the codec's generic rejection): no replay can get through an outage, but
   * no single-use flow can continue until Redis answers again. The default.
   */
  FAIL_CLOSED,

  /**
   * The token is accepted as a first use: flows keep running through an outage, and a token can be
   * replayed while it lasts. Choose it only where a replay is harmless enough.
   */
  FAIL_OPEN
}
