/**
 * Snapshots of what a server publishes, and the drift check of the typed clients generated from
 * them: {@link io.mcpgen.runtime.snapshot.Snapshots} takes one, and
 * {@link io.mcpgen.runtime.snapshot.SnapshotDrift} compares a live server with it.
 */
package io.mcpgen.runtime.snapshot;
