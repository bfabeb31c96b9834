import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const BROWSER_MODULE = fileURLToPath(new URL('../src/features/auth/lib/common-passwords.ts', import.meta.url));

/**
 * The shared password rules import the whole common-password list, as the
 * server needs; in the web build that import resolves to the browser's
 * version, which loads the list only when a password is being chosen
 * (web/src/features/auth/lib/common-passwords.ts).
 */
export function browserCommonPasswords(): Plugin {
  return {
    name: 'browser-common-passwords',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './common-passwords' && importer?.replaceAll('\\', '/').endsWith('/shared/validation/auth.ts'))
        return BROWSER_MODULE;
      return null;
    },
  };
}
