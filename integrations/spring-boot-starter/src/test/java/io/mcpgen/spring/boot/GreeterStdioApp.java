package io.mcpgen.spring.boot;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;

/** A Boot application serving {@link Greeter}: the child process of the stdio serving tests. */
@SpringBootConfiguration
@EnableAutoConfiguration
public class GreeterStdioApp {

  @Bean
  Greeter greeter() {
    return new Greeter.Polite();
  }

  /** Runs the application with the given arguments (the tests pass the stdio switch and a key). */
  public static void main(String[] args) {
    SpringApplication.run(GreeterStdioApp.class, args);
  }
}
