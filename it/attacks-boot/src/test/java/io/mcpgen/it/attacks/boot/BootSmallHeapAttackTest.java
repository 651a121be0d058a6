package io.mcpgen.it.attacks.boot;

import io.mcpgen.testkit.attacks.SmallHeapAttackSuite;

/** The attacks at {@code -Xmx256m} against the starter in a Boot application ({@link BootTarget}). */
class BootSmallHeapAttackTest extends SmallHeapAttackSuite {

  @Override
  protected String launcher() {
    return BootTarget.class.getName();
  }

  @Override
  protected String serverName() {
    return "boot";
  }
}
