package io.mcpgen.spring.boot;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;

/** A Boot application with the greeter behind Spring Security (HTTP Basic, two users; alice is also a GREETER). */
@SpringBootConfiguration
@EnableAutoConfiguration
class SecuredGreeterApp {

  @Bean
  Greeter greeter() {
    return new Greeter.Polite();
  }

  @Bean
  SecurityFilterChain security(HttpSecurity http) throws Exception {
    return http
        .authorizeHttpRequests(requests -> requests.anyRequest().authenticated())
        .httpBasic(Customizer.withDefaults())
        // MCP requests carry no CSRF token; Origin and Host are checked by the endpoint itself.
        .csrf(csrf -> csrf.ignoringRequestMatchers("/mcp"))
        .build();
  }

  @Bean
  UserDetailsService users() {
    return new InMemoryUserDetailsManager(
        User.withUsername("alice").password("{noop}alice-password").roles("USER", "GREETER").build(),
        User.withUsername("bob").password("{noop}bob-password").roles("USER").build());
  }
}
