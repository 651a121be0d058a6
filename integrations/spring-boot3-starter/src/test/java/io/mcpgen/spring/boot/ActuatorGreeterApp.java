package io.mcpgen.spring.boot;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;

/**
 * A Boot 3.5 web application with Actuator serving {@link Greeter}, everything auto-configured but
 * Spring Security (on this module's test class path for the secured tests).
 */
@SpringBootConfiguration
@EnableAutoConfiguration(excludeName = {
    "org.springframework.boot.autoconfigure.security.servlet.SecurityAutoConfiguration",
    "org.springframework.boot.autoconfigure.security.servlet.SecurityFilterAutoConfiguration",
    "org.springframework.boot.autoconfigure.security.servlet.UserDetailsServiceAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.security.servlet.ManagementWebSecurityAutoConfiguration"})
public class ActuatorGreeterApp {

  @Bean
  Greeter greeter() {
    return new Greeter.Polite();
  }
}
