package io.mcpgen.it.attacks;

import io.mcpgen.testkit.attacks.SmallHeapAttackSuite;

/** The attacks at {@code -Xmx256m} against {@link ServletOnTomcatTarget}. */
class ServletOnTomcatSmallHeapAttackTest extends SmallHeapAttackSuite {

  @Override
  protected String launcher() {
    return ServletOnTomcatTarget.class.getName();
  }

  @Override
  protected String serverName() {
    return "servlet-tomcat";
  }
}
