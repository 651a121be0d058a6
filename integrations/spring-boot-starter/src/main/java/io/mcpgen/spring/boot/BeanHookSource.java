package io.mcpgen.spring.boot;

import io.mcpgen.runtime.typed.FormHook;
import io.mcpgen.runtime.typed.HookSource;
import io.mcpgen.runtime.typed.RootsHook;
import io.mcpgen.runtime.typed.SamplingHook;
import io.mcpgen.runtime.typed.UrlHook;
import java.util.Optional;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.ResolvableType;

/**
 * The application's hook beans, by their generic type: a {@code FormHook<Delivery>} bean answers
 * the forms of {@code Delivery}, a {@code UrlHook} bean URL elicitations, and so on. A type with
 * several beans and no primary one has no hook here.
 */
final class BeanHookSource implements HookSource {

  private final ListableBeanFactory beans;

  BeanHookSource(ListableBeanFactory beans) {
    this.beans = beans;
  }

  @Override
  public <T> Optional<FormHook<T>> form(Class<T> record) {
    return unique(ResolvableType.forClassWithGenerics(FormHook.class, record));
  }

  @Override
  public Optional<UrlHook> url() {
    return Optional.ofNullable(beans.getBeanProvider(UrlHook.class).getIfUnique());
  }

  @Override
  public <R> Optional<SamplingHook<R>> sampling(Class<R> result) {
    return unique(ResolvableType.forClassWithGenerics(SamplingHook.class, result));
  }

  @Override
  public <R> Optional<RootsHook<R>> roots(Class<R> root) {
    return unique(ResolvableType.forClassWithGenerics(RootsHook.class, root));
  }

  private <H> Optional<H> unique(ResolvableType type) {
    ObjectProvider<H> provider = beans.getBeanProvider(type);
    return Optional.ofNullable(provider.getIfUnique());
  }
}
