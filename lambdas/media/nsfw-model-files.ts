import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';

type ModelDefinition = typeof MobileNetV2Model;

/**
 * nsfwjs's two MobileNetV2 models, as definitions for its `load`, with their weights read from disk on
 * first use (decisions 0083 and 0095). The package ships each weight shard as a UMD module exporting one
 * base64 string (3.5 MB for MobileNetV2); bundled, that string is parsed with the function at every cold
 * start, and required from disk it costs about 35 ms of parsing. Read as text, the string is taken out
 * in about 5 ms. The model topologies are small JSON modules and load as modules.
 */

const packageRequire = createRequire(join(process.cwd(), 'package.json'));

/** The weight shards, under the package's models directory; the route table copies them beside the bundle. */
export const WEIGHT_SHARDS = {
  MobileNetV2: ['mobilenet_v2/group1-shard1of1.min.js'],
  MobileNetV2Mid: ['mobilenet_v2_mid/group1-shard1of2.min.js', 'mobilenet_v2_mid/group1-shard2of2.min.js'],
} as const;

/** MobileNetV2Mid's topology, read from disk like its weights; MobileNetV2's is small enough to bundle. */
const MID_TOPOLOGY = 'mobilenet_v2_mid/model.min.js';

/** Beside the bundle on Lambda (files are copied there flat), else in the installed package. */
function modelFile(path: string): string {
  const taskRoot = process.env.LAMBDA_TASK_ROOT;
  const flat = taskRoot && join(taskRoot, path.split('/').pop()!);
  return flat && existsSync(flat) ? flat : join(process.cwd(), 'node_modules/nsfwjs/dist/models', path);
}

/** The base64 string a shard's module exports (`…exports="<base64>"…`), read without evaluating it. */
export function shardBase64(moduleText: string): string {
  const match = /\.exports="([A-Za-z0-9+/]+={0,2})"/.exec(moduleText);
  if (!match) throw new Error('not an nsfwjs weight shard: no exported base64 string');
  return match[1]!;
}

const shardFromDisk = (path: string) => async () => ({ default: shardBase64(readFileSync(modelFile(path), 'latin1')) });

/** MobileNetV2, the first opinion: a layers model. */
export function mobileNetV2(): ModelDefinition {
  return {
    name: 'MobileNetV2',
    numOfWeightBundles: WEIGHT_SHARDS.MobileNetV2.length,
    // The package's "exports" map does not name its model files: imported by path, and bundled (107 KB).
    // @ts-expect-error -- a UMD module without types, exporting the model's JSON; nsfwjs reads its default.
    modelJson: () => import('../../node_modules/nsfwjs/dist/models/mobilenet_v2/model.min.js'),
    weightBundles: WEIGHT_SHARDS.MobileNetV2.map(shardFromDisk),
  } as unknown as ModelDefinition;
}

/** MobileNetV2Mid, the second opinion on a borderline photo of a person (decision 0083): a graph model. */
export function mobileNetV2Mid(): ModelDefinition {
  return {
    name: 'MobileNetV2Mid',
    numOfWeightBundles: WEIGHT_SHARDS.MobileNetV2Mid.length,
    options: { type: 'graph' },
    modelJson: async () => ({ default: packageRequire(modelFile(MID_TOPOLOGY)) as unknown }),
    weightBundles: WEIGHT_SHARDS.MobileNetV2Mid.map(shardFromDisk),
  } as unknown as ModelDefinition;
}
