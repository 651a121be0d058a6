package io.mcpgen.processor;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * mcpgen's processor with a record of the source files it asks the {@code Filer} for, which
 * compile-testing does not show once a compilation failed.
 */
final class RecordingProcessor extends AbstractProcessor {

  private final McpProcessor delegate = new McpProcessor();
  final List<String> created = new CopyOnWriteArrayList<>();

  @Override
  public synchronized void init(ProcessingEnvironment environment) {
    super.init(environment);
    Filer filer = environment.getFiler();
    Filer recording = (Filer) Proxy.newProxyInstance(Filer.class.getClassLoader(), new Class<?>[] {Filer.class},
        (proxy, method, args) -> {
          if (method.getName().equals("createSourceFile")) {
            created.add(args[0].toString());
          }
          return invoke(method, filer, args);
        });
    delegate.init((ProcessingEnvironment) Proxy.newProxyInstance(ProcessingEnvironment.class.getClassLoader(),
        new Class<?>[] {ProcessingEnvironment.class},
        (proxy, method, args) -> method.getName().equals("getFiler") ? recording : invoke(method, environment, args)));
  }

  private static Object invoke(java.lang.reflect.Method method, Object target, Object[] args) throws Throwable {
    try {
      return method.invoke(target, args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return delegate.getSupportedAnnotationTypes();
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return delegate.getSupportedSourceVersion();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    return delegate.process(annotations, round);
  }
}
