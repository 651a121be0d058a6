package io.mcpgen.runtime.transport.http.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The budget's wrapper passes on everything an exchange tells: a default method of
 * {@link HttpServerExchange} it does not override would answer the default (a remote address of
 * null, say) for every server, whatever the server knows.
 */
class BudgetedExchangeTest {

  @Test
  void everyMethodOfAnExchangeIsPassedOnNotLeftToItsDefault() {
    List<String> missing = new ArrayList<>();
    for (Method method : HttpServerExchange.class.getMethods()) {
      if (Modifier.isStatic(method.getModifiers()) || method.getName().equals("onEnded")) {
        continue; // onEnded is the wrapper's own: it listens there itself
      }
      try {
        Method declared = BudgetedExchange.class.getDeclaredMethod(method.getName(), method.getParameterTypes());
        assertEquals(BudgetedExchange.class, declared.getDeclaringClass());
      } catch (NoSuchMethodException notOverridden) {
        missing.add(method.getName());
      }
    }
    assertTrue(missing.isEmpty(), "BudgetedExchange leaves to the default: " + missing);
  }
}
