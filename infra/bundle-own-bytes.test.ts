import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { sdkBytesOf } from './bundle-own-bytes';

describe('sdkBytesOf', () => {
  it('counts the code generated from the SDK and nothing of the bundle’s own', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'kindred-own-bytes-'));
    try {
      const sdkFile = join(scratch, 'node_modules/@aws-sdk/client-fake/index.js');
      const ownFile = join(scratch, 'entry.js');
      const sdkCode = `export function send(command) { return { sent: command, by: ${JSON.stringify('x'.repeat(2000))} }; }`;
      writeFileSync(ownFile, `export const own = ${JSON.stringify('y'.repeat(3000))};`);
      /** Bundles `contents` as AppFunction does (minified CommonJS with a map) and returns the SDK's bytes. */
      const sdkBytesOfBundle = async (name: string, contents: string) => {
        const out = join(scratch, name);
        await build({
          stdin: { contents, resolveDir: scratch, sourcefile: join(scratch, 'main.js') },
          bundle: true,
          format: 'cjs',
          minify: true,
          sourcemap: true,
          outfile: out,
          logLevel: 'silent',
        });
        return sdkBytesOf(readFileSync(out, 'utf8'), JSON.parse(readFileSync(`${out}.map`, 'utf8')));
      };
      expect(
        await sdkBytesOfBundle('own.js', `import { own } from './entry.js';\nexport const answer = own.length;`),
      ).toBe(0);

      mkdirSync(dirname(sdkFile), { recursive: true });
      writeFileSync(sdkFile.replace('index.js', 'package.json'), '{"name":"@aws-sdk/client-fake"}');
      writeFileSync(sdkFile, sdkCode);
      const sdk = await sdkBytesOfBundle(
        'mixed.js',
        `import { own } from './entry.js';\nimport { send } from '@aws-sdk/client-fake';\nexport const answer = send(own);`,
      );
      // The SDK's 2,000-character literal is its; the own module's 3,000 are not.
      expect(sdk).toBeGreaterThan(2000);
      expect(sdk).toBeLessThan(2200);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
