package io.mcpgen.runtime.mrtr;

/** The syslog severities of {@code LoggingLevel}, least severe first. */
public enum LogLevel {
  DEBUG("debug"),
  INFO("info"),
  NOTICE("notice"),
  WARNING("warning"),
  ERROR("error"),
  CRITICAL("critical"),
  ALERT("alert"),
  EMERGENCY("emergency");

  private final String wireName;

  LogLevel(String wireName) {
    this.wireName = wireName;
  }

  /** The spelling on the wire, e.g. {@code "warning"}. */
  public String wireName() {
    return wireName;
  }

  /** True when a message at this level passes a request that asked for {@code threshold}. */
  public boolean isAtLeast(LogLevel threshold) {
    return compareTo(threshold) >= 0;
  }

  /** The level spelled so on the wire, or null when the spelling is not a level. */
  public static LogLevel fromWireName(String name) {
    for (LogLevel level : values()) {
      if (level.wireName.equals(name)) {
        return level;
      }
    }
    return null;
  }
}
