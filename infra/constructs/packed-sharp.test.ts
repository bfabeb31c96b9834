/**
 * sharp packed as the image functions ship it (decision 0097), loaded in a fresh node from a directory
 * outside the project, as Lambda unpacks an asset: it loads from one file and its platform packages,
 * and it decodes, resizes and encodes a real photograph.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './app-function';
import { packSharp, sharpPlatformPackages } from './packed-sharp';

const run = promisify(execFile);
const PHOTO = join(PROJECT_ROOT, 'node_modules/@vladmandic/face-api/demo/sample2.jpg');

/** Resizes the photo with the sharp beside it and prints what it loaded and made. */
const HARNESS = `
const sharp = require('sharp');
sharp(process.argv.at(-1)).resize(320).webp().toBuffer({ resolveWithObject: true }).then(({ info }) => {
  console.log(JSON.stringify({ info, loaded: Object.keys(require.cache) }));
});
`;

let task: string;

beforeAll(async () => {
  task = mkdtempSync(join(tmpdir(), 'kindred-packed-sharp-'));
  writeFileSync(join(task, 'package.json'), '{"type":"commonjs"}');
  writeFileSync(join(task, 'index.js'), HARNESS);
  await packSharp(PROJECT_ROOT, join(task, 'node_modules'));
}, 60_000);

afterAll(() => {
  if (task) rmSync(task, { recursive: true, force: true });
});

describe('sharp packed beside a bundle', () => {
  it('ships its native binding and libvips, and none of its JavaScript packages', () => {
    expect(sharpPlatformPackages(PROJECT_ROOT)).toEqual(['@img/sharp-libvips-linux-x64', '@img/sharp-linux-x64']);
  });

  it('loads from one file and resizes a real photograph', async () => {
    const { stdout } = await run(process.execPath, [join(task, 'index.js'), PHOTO], {
      cwd: task,
      env: { PATH: process.env.PATH },
    });
    const { info, loaded } = JSON.parse(stdout) as {
      info: { format: string; width: number; height: number };
      loaded: string[];
    };
    expect(info.format).toBe('webp');
    expect(info.width).toBe(320);
    expect(info.height).toBeGreaterThan(0);
    // Outside the platform packages (the binding's loader, libvips's versions), one file of JavaScript.
    const platform = join(task, 'node_modules/@img/sharp-');
    const javascript = loaded.filter((file) => file !== join(task, 'index.js') && !file.startsWith(platform));
    expect(javascript).toEqual([join(task, 'node_modules/sharp/dist/index.cjs')]);
    expect(loaded.some((file) => file.startsWith(join(task, 'node_modules/@img/sharp-linux-x64/')))).toBe(true);
  });
});
