/**
 * cognito-local keeps each user pool in one JSON file through stormdb, which
 * rewrites the whole file with an async fs.writeFile on every change. Two
 * changes at once (the demo seed makes dozens) write the same file together,
 * and a shorter snapshot written over a longer one leaves the longer one's
 * tail behind; a stop mid-write leaves half a file. Either way the next start
 * fails with "Failed to load StormDB database file" (bench:startup hit it on a
 * restart), and `npm start` cannot start until the data is reset.
 *
 * Here each snapshot is written whole to a temporary file, then renamed over
 * the pool's file: a rename is atomic, so the file is always one complete
 * snapshot, the last one taken. Synchronous, so snapshots land in the order
 * they were taken (a pool file is a few hundred KB; this takes a millisecond).
 */
const fs = require('node:fs');

/** Replaces stormdb's LocalEngine#write; returns what it replaced (for tests). */
function makeWritesAtomic(LocalEngine) {
  const original = LocalEngine.prototype.write;
  LocalEngine.prototype.write = function writeAtomically(data) {
    const temporary = `${this.path}.${process.pid}.tmp`;
    try {
      fs.writeFileSync(temporary, this.serialize(data));
      fs.renameSync(temporary, this.path);
    } catch (error) {
      // As stormdb's async write fails: a rejected save (that request's error), never a throw out of a caller.
      if (this.async) return Promise.reject(error);
      throw error;
    }
    return this.async ? Promise.resolve() : null;
  };
  return original;
}

module.exports = { makeWritesAtomic };
