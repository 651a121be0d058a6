package io.mcpgen.runtime.server;

/** Who may cache a cacheable result: anyone, or only the same authorization context. */
public enum CacheScope {
  PUBLIC("public"),
  PRIVATE("private");

  private final String wireName;

  CacheScope(String wireName) {
    this.wireName = wireName;
  }

  public String wireName() {
    return wireName;
  }
}
