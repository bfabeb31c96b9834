import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { load, type NSFWJS } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';
import sharp from 'sharp';
import {
  SCREEN_CLASSES,
  screenVerdict,
  type ScreenScores,
  type ScreenVerdict,
} from '#shared/moderation/media-screening.ts';

/** MobileNetV2's input: the image is squeezed to this square, as nsfwjs trains it. */
const INPUT = 224;
const WASM_FILE = 'tfjs-backend-wasm.wasm';

/**
 * Where the WASM backend's binaries are: beside the bundle on Lambda (copied
 * there at bundling, decision 0070), else in the installed package (the local
 * cloud and the tests run the sources). Never fetched from a network.
 */
function wasmDirectory(): string {
  const taskRoot = process.env.LAMBDA_TASK_ROOT;
  if (taskRoot && existsSync(join(taskRoot, WASM_FILE))) return `${taskRoot}/`;
  const require = createRequire(join(process.cwd(), 'package.json'));
  return `${join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist')}/`;
}

let model: Promise<NSFWJS> | undefined;

/**
 * The classifier, loaded once per container: nsfwjs's MobileNetV2, whose
 * weights ship inside the package (its JS model modules), on tfjs's WASM
 * backend (tfjs-node cannot install here, and the pure-JS CPU backend is
 * about fifteen times slower).
 */
export function screeningModel(): Promise<NSFWJS> {
  model ??= (async () => {
    setWasmPaths(wasmDirectory());
    await tf.setBackend('wasm');
    await tf.ready();
    // Only this model's definition: naming it alone keeps the other two (InceptionV3 is 30 MB) out of the bundle.
    return load('MobileNetV2', { modelDefinitions: [MobileNetV2Model] });
  })();
  model.catch(() => (model = undefined));
  return model;
}

export type Screening = { verdict: ScreenVerdict; scores: ScreenScores };

/** Classifies any image sharp can decode (the processed display JPEG, in the pipelines). */
export async function screenImage(image: Buffer): Promise<Screening> {
  const classifier = await screeningModel();
  const { data } = await sharp(image)
    .resize(INPUT, INPUT, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = tf.tensor3d(new Uint8Array(data), [INPUT, INPUT, 3], 'int32');
  try {
    const predictions = await classifier.classify(input, SCREEN_CLASSES.length);
    const scores = Object.fromEntries(SCREEN_CLASSES.map((name) => [name, 0])) as ScreenScores;
    for (const { className, probability } of predictions) scores[className] = probability;
    return { verdict: screenVerdict(scores), scores };
  } finally {
    input.dispose();
  }
}
