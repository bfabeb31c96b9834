/**
 * The screening functions as Lambda runs them: bundled with AppFunction's esbuild settings, which point
 * `@tensorflow/tfjs` at its inference half (docs/decisions/0095-screening-loads-the-tfjs-it-runs.md).
 * The local cloud and the unit tests run the sources, where nsfwjs loads the whole of tfjs, so only this
 * test proves that the bundle's narrower tfjs still classifies: it bundles the screening module, and a
 * fresh node classifies real images with it, off disk as on Lambda.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './constructs/app-function';
import { lambdaBuildOptions } from './lambda-build-options';

const IMAGES = {
  explicit: 'test/fixtures/screening/synthetic-flagged-explicit.png',
  borderline: 'test/fixtures/screening/synthetic-flagged-borderline.png',
  // A group photograph MobileNetV2 alone would blur, which the second opinion (MobileNetV2Mid) clears.
  group: 'node_modules/@vladmandic/face-api/demo/sample2.jpg',
  poster: 'infra/local/seed/media/story-clip-poster.jpg',
};

/** Classifies each image with the bundle and prints the verdicts. */
const HARNESS = `
const { readFileSync } = require('node:fs');
const [bundle, images] = process.argv.slice(-2);
(async () => {
  const { screenImage } = require(bundle);
  const verdicts = {};
  for (const [name, file] of Object.entries(JSON.parse(images))) {
    const { verdict, secondOpinion } = await screenImage(readFileSync(file));
    verdicts[name] = { verdict, secondOpinion: Boolean(secondOpinion) };
  }
  console.log(JSON.stringify(verdicts));
})().catch((error) => { console.error(error); process.exit(1); });
`;

let scratch: string;
let bundle: string;
let sources: string[];

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'kindred-screening-bundle-'));
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(scratch, 'node_modules'));
  writeFileSync(join(scratch, 'package.json'), '{"type":"commonjs"}');
  bundle = join(scratch, 'screen-image.js');
  await build(
    lambdaBuildOptions({ entryPoints: [join(PROJECT_ROOT, 'lambdas/media/screen-image.ts')], outfile: bundle }),
  );
  sources = (JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[] }).sources;
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the bundled screening', () => {
  it('carries the inference half of tfjs, none of the weights and no node-fetch', () => {
    // tfjs's packages map their code to their own repository's layout (`…/tfjs-core/src/…`).
    const tfjsPackage = (source: string) => source.match(/(tfjs(?:-[a-z-]+)?)\/(?:src|dist|wasm-out)\//)?.[1];
    const packages = new Set(sources.map(tfjsPackage));
    for (const used of ['tfjs-core', 'tfjs-layers', 'tfjs-converter', 'tfjs-backend-wasm'])
      expect(packages).toContain(used);
    for (const unused of ['tfjs', 'tfjs-backend-webgl', 'tfjs-data']) expect(packages).not.toContain(unused);
    // The WASM backend shares some kernels' arithmetic with the CPU backend; the CPU backend itself stays out.
    expect(
      sources.filter((source) => /tfjs-backend-cpu\/src\/(backend_cpu|register_all_kernels)/.test(source)),
    ).toEqual([]);
    expect(sources.filter((source) => /group1-shard/.test(source))).toEqual([]);
    // tfjs-core's fallback for a runtime without fetch: the runtime's own is given instead.
    expect(sources.filter((source) => /node_modules\/(node-fetch|whatwg-url|tr46)\//.test(source))).toEqual([]);
  });

  it('classifies real images as the sources do, the second opinion included', async () => {
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['-e', HARNESS, bundle, JSON.stringify(IMAGES)],
        { cwd: PROJECT_ROOT, encoding: 'utf8', env: { PATH: process.env.PATH } },
        (error, out, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(out)),
      ),
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({
      explicit: { verdict: 'explicit', secondOpinion: false },
      borderline: { verdict: 'borderline', secondOpinion: false },
      group: { verdict: 'clean', secondOpinion: true },
      poster: { verdict: 'clean', secondOpinion: false },
    });
  });
});
