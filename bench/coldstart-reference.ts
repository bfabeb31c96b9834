/**
 * The reference load bench:coldstart times beside every bundle, so that its
 * figures can be compared across machines and loads: a bundle's cost divided
 * by the reference's, timed in the same fresh process, cancels most of what
 * the machine and its neighbours add.
 *
 * The reference is generated, never read from node_modules, so it stays the
 * same whatever the lockfile says: a small CommonJS package of
 * REFERENCE_MODULES files, each resolved, read, compiled and run the way the
 * runtime loads the SDK, and each building a table of objects and closures at
 * load, the way zod schemas and SDK clients are built at module scope. On this
 * project's 2-core machines it costs about as much as the AWS SDK's DynamoDB
 * client, the one package nearly every bundle loads.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const REFERENCE_MODULES = 64;
const ENTRIES_PER_MODULE = 60;

/** One module of the reference: a class, a table built at load, and code that is compiled but never run. */
function referenceModule(index: number): string {
  const methods = Array.from(
    { length: ENTRIES_PER_MODULE },
    (_, m) =>
      `  m${m}(input) { const out = []; for (const [key, value] of Object.entries(input ?? {})) out.push(key + ':' + String(value).length * ${m + index}); return out.join(','); }`,
  ).join('\n');
  return `'use strict';
const { shape } = require('./shape.js');
class Model${index} {
  constructor(name) { this.name = name; this.checks = []; }
${methods}
}
const table = {};
for (let i = 0; i < ${ENTRIES_PER_MODULE}; i++) {
  const model = new Model${index}('field' + i);
  table['field' + i] = shape(model, { optional: () => shape(model, { optional: true }), min: (n) => model.checks.push(['min', n]) });
}
module.exports = { Model${index}, table };
`;
}

const SHAPE = `'use strict';
exports.shape = (target, extra) => {
  const out = Object.create(target);
  for (const [key, value] of Object.entries(extra)) Object.defineProperty(out, key, { value, enumerable: true });
  return Object.freeze(out);
};
`;

/** Writes the reference package into `dir` and returns its entry file. */
export function writeReferencePackage(dir: string): string {
  mkdirSync(join(dir, 'lib'), { recursive: true });
  writeFileSync(join(dir, 'lib', 'shape.js'), SHAPE);
  for (let index = 0; index < REFERENCE_MODULES; index++)
    writeFileSync(join(dir, 'lib', `model-${index}.js`), referenceModule(index));
  const entry = join(dir, 'index.js');
  writeFileSync(
    entry,
    `'use strict';\nmodule.exports = [${Array.from({ length: REFERENCE_MODULES }, (_, index) => `require('./lib/model-${index}.js')`).join(', ')}];\n`,
  );
  return entry;
}
