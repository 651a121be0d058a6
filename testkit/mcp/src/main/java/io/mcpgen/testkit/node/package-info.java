/**
 * Node.js peers for tests: {@link io.mcpgen.testkit.node.NodeScripts} finds Node and npm, installs
 * {@code testkit/node}'s one pinned {@code package.json} once, and starts its scripts.
 */
package io.mcpgen.testkit.node;
