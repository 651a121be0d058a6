/**
 * What the runtime writes to logs about values that came from a client: escaped, so that a value
 * can never start a line of its own or pass for another log record, and bounded in length.
 */
package io.mcpgen.runtime.log;
