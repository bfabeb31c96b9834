import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';
import { NSFW_MID_TOPOLOGY, NSFW_MODELS_DIRECTORY, NSFW_WEIGHT_SHARDS } from '#shared/routes/wasm-files.ts';
import { assetDirectory } from './asset-directory';

type ModelDefinition = typeof MobileNetV2Model;

/**
 * nsfwjs's two MobileNetV2 models, as definitions for its `load`, with their weights read from disk on
 * first use (decisions 0083 and 0095). The package ships each weight shard as a UMD module exporting one
 * base64 string (3.5 MB for MobileNetV2); bundled, that string is parsed with the function at every cold
 * start, and required from disk it costs about 35 ms of parsing. Read as text, the string is taken out
 * in about 5 ms. The model topologies are small JSON modules and load as modules.
 */

const packageRequire = createRequire(join(process.cwd(), 'package.json'));

/** A model file (a path under the package's models directory), beside the bundle on Lambda or installed. */
function modelFile(path: string): string {
  const [directory, name] = path.split('/') as [string, string];
  return join(
    assetDirectory(name, () => join(process.cwd(), NSFW_MODELS_DIRECTORY, directory)),
    name,
  );
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
    numOfWeightBundles: NSFW_WEIGHT_SHARDS.MobileNetV2.length,
    // The package's "exports" map does not name its model files: imported by path, and bundled (107 KB).
    // @ts-expect-error -- a UMD module without types, exporting the model's JSON; nsfwjs reads its default.
    modelJson: () => import('../../node_modules/nsfwjs/dist/models/mobilenet_v2/model.min.js'),
    weightBundles: NSFW_WEIGHT_SHARDS.MobileNetV2.map(shardFromDisk),
  } as unknown as ModelDefinition;
}

/** MobileNetV2Mid, the second opinion on a borderline photo of a person (decision 0083): a graph model. */
export function mobileNetV2Mid(): ModelDefinition {
  return {
    name: 'MobileNetV2Mid',
    numOfWeightBundles: NSFW_WEIGHT_SHARDS.MobileNetV2Mid.length,
    options: { type: 'graph' },
    modelJson: async () => ({ default: packageRequire(modelFile(NSFW_MID_TOPOLOGY)) as unknown }),
    weightBundles: NSFW_WEIGHT_SHARDS.MobileNetV2Mid.map(shardFromDisk),
  } as unknown as ModelDefinition;
}
