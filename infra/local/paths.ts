/** Fixed places on disk, in a module light enough for reset.ts to import. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the dev profile keeps its data; git-ignored, wiped by `npm run reset`. */
export const LOCAL_DATA_DIR = join(PROJECT_ROOT, '.local');
