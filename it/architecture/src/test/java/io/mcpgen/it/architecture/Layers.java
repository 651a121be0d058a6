package io.mcpgen.it.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.lang.ArchRule;
import java.util.List;

/**
 * The arrows of ARCHITECTURE.md as rules. Each module may use the ones below it and nothing else;
 * inside the runtime, the protocol core sits under the two engines, and each side of a transport
 * sees its own engine only.
 */
final class Layers {

  private static final String JSON_JACKSON = "io.mcpgen.json.jackson..";

  /** The JSON layer: the JDK and itself. Jackson is a backend beside it, never under it. */
  static final ArchRule JSON = classes()
      .that().resideInAPackage("io.mcpgen.json..").and().resideOutsideOfPackage(JSON_JACKSON)
      .should().onlyDependOnClassesThat(resideInAnyPackage("java..", "io.mcpgen.json..")
          .and(not(resideInAPackage(JSON_JACKSON))))
      .because("mcpgen-json has no dependencies: generated records carry nothing else");

  /** The annotations: the JDK only. */
  static final ArchRule ANNOTATIONS = classes()
      .that().resideInAPackage("io.mcpgen.annotations..")
      .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "io.mcpgen.annotations..")
      .because("mcpgen-annotations is what a user's interfaces compile against, alone");

  /** The runtime: the JDK, the JSON layer, the annotations and itself; no Jackson, no 2025 bridge. */
  static final ArchRule RUNTIME = classes()
      .that().resideInAPackage("io.mcpgen.runtime..")
      .should().onlyDependOnClassesThat(resideInAnyPackage("java..", "javax.crypto..", "io.mcpgen.json..",
          "io.mcpgen.annotations..", "io.mcpgen.runtime..").and(not(resideInAPackage(JSON_JACKSON))))
      .because("mcpgen-runtime needs only mcpgen-json and mcpgen-annotations; the 2025 era plugs in from"
          + " mcpgen-legacy through SessionEra and EraNegotiator");

  /** The 2025-era bridge: on top of the runtime, under nothing but the integrations that add it. */
  static final ArchRule LEGACY = classes()
      .that().resideInAPackage("io.mcpgen.legacy..")
      .should().onlyDependOnClassesThat(resideInAnyPackage("java..", "io.mcpgen.json..", "io.mcpgen.annotations..",
          "io.mcpgen.runtime..", "io.mcpgen.legacy..").and(not(resideInAPackage(JSON_JACKSON))))
      .because("mcpgen-legacy depends on the runtime's hooks only");

  /** Generated protocol records: the JSON layer and the annotations; the Jackson module alone sees Jackson. */
  static final ArchRule PROTOCOL = classes()
      .that().resideInAPackage("io.mcpgen.protocol..").and().haveSimpleNameNotEndingWith("JacksonModule")
      .should().onlyDependOnClassesThat(resideInAnyPackage("java..", "io.mcpgen.json..", "io.mcpgen.annotations..",
          "io.mcpgen.protocol..").and(not(resideInAPackage(JSON_JACKSON))))
      .because("generated records depend on mcpgen-json and the annotations only");

  /** The processor runs inside javac: it reads the schema, never the runtime it generates for. */
  static final ArchRule PROCESSOR = noClasses()
      .that().resideInAPackage("io.mcpgen.processor..")
      .should().dependOnClassesThat().resideInAnyPackage("io.mcpgen.runtime..", "io.mcpgen.json..",
          "io.mcpgen.legacy..", "io.mcpgen.protocol..")
      .because("generated code names runtime types as strings; the processor loads none of them");

  /** Transports of the 2026 protocol never see the session bridge; it decorates the engine instead. */
  static final ArchRule TRANSPORTS_WITHOUT_LEGACY = noClasses()
      .that().resideInAnyPackage("io.mcpgen.runtime.transport..", "io.mcpgen.jetty..", "io.mcpgen.servlet..",
          "io.mcpgen.oauth..", "io.mcpgen.redis..")
      .should().dependOnClassesThat().resideInAPackage("io.mcpgen.legacy..")
      .because("the 2025 era reaches a transport only as the engine's SessionEra");

  /** The protocol core (JSON-RPC, MRTR messages, requestState, logging) under both engines. */
  static final ArchRule CORE_UNDER_ENGINES = noClasses()
      .that().resideInAnyPackage("io.mcpgen.runtime.jsonrpc..", "io.mcpgen.runtime.mrtr..",
          "io.mcpgen.runtime.state..", "io.mcpgen.runtime.log..")
      .should().dependOnClassesThat().resideInAnyPackage("io.mcpgen.runtime.server..", "io.mcpgen.runtime.client..",
          "io.mcpgen.runtime.transport..", "io.mcpgen.runtime.typed..", "io.mcpgen.runtime.snapshot..")
      .because("the core is shared by server and client and knows neither");

  /** The server engine knows no client, transport or generated-stub support. */
  static final ArchRule SERVER_ENGINE = noClasses()
      .that().resideInAPackage("io.mcpgen.runtime.server..")
      .should().dependOnClassesThat().resideInAnyPackage("io.mcpgen.runtime.client..",
          "io.mcpgen.runtime.transport..", "io.mcpgen.runtime.typed..", "io.mcpgen.runtime.snapshot..");

  /** The client engine knows no server, transport or generated-stub support. */
  static final ArchRule CLIENT_ENGINE = noClasses()
      .that().resideInAPackage("io.mcpgen.runtime.client..")
      .should().dependOnClassesThat().resideInAnyPackage("io.mcpgen.runtime.server..",
          "io.mcpgen.runtime.transport..", "io.mcpgen.runtime.typed..", "io.mcpgen.runtime.snapshot..");

  /** A transport's server side sees the server engine only. */
  static final ArchRule SERVER_TRANSPORTS = noClasses()
      .that().resideInAPackage("io.mcpgen.runtime.transport.*.server..")
      .should().dependOnClassesThat().resideInAnyPackage("io.mcpgen.runtime.client..",
          "io.mcpgen.runtime.transport.*.client..");

  /** A transport's client side sees the client engine only. */
  static final ArchRule CLIENT_TRANSPORTS = noClasses()
      .that().resideInAPackage("io.mcpgen.runtime.transport.*.client..")
      .should().dependOnClassesThat().resideInAnyPackage("io.mcpgen.runtime.server..",
          "io.mcpgen.runtime.transport.*.server..");

  /** Test support stays in tests. */
  static final ArchRule NO_TESTKIT = noClasses()
      .that().resideOutsideOfPackage("io.mcpgen.testkit..")
      .should().dependOnClassesThat().resideInAPackage("io.mcpgen.testkit..")
      .because("mcpgen-testkit is a test-scope jar, never a dependency of anything users get");

  static final List<ArchRule> ALL = List.of(JSON, ANNOTATIONS, RUNTIME, LEGACY, PROTOCOL, PROCESSOR,
      TRANSPORTS_WITHOUT_LEGACY, CORE_UNDER_ENGINES, SERVER_ENGINE, CLIENT_ENGINE, SERVER_TRANSPORTS,
      CLIENT_TRANSPORTS, NO_TESTKIT);

  private Layers() {}
}
