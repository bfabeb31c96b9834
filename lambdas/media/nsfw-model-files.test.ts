import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NSFW_WEIGHT_SHARDS } from '#shared/routes/wasm-files.ts';
import { shardBase64 } from './nsfw-model-files';

const models = join(process.cwd(), 'node_modules/nsfwjs/dist/models');
const packageRequire = createRequire(join(process.cwd(), 'package.json'));

describe("nsfwjs's weight shards, read as text", () => {
  it('give the same base64 string the shard module exports when it is evaluated', () => {
    for (const path of [...NSFW_WEIGHT_SHARDS.MobileNetV2, ...NSFW_WEIGHT_SHARDS.MobileNetV2Mid]) {
      const file = join(models, path);
      const evaluated = packageRequire(file) as string;
      expect(typeof evaluated).toBe('string');
      expect(shardBase64(readFileSync(file, 'latin1'))).toBe(evaluated);
    }
  });

  it('refuse a file that exports no base64 string', () => {
    expect(() => shardBase64('module.exports={"a":1}')).toThrow(/not an nsfwjs weight shard/);
    expect(() => shardBase64('h.exports="not base64!"')).toThrow(/not an nsfwjs weight shard/);
  });
});
