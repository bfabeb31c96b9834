import { join } from 'node:path';
// Bundled, this is tfjs's inference half (lambdas/media/tfjs-inference.ts, decision 0095).
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { load, type NSFWJS } from 'nsfwjs/core';
import sharp from 'sharp';
import {
  SCREEN_CLASSES,
  screenVerdict,
  wantsSecondOpinion,
  withSecondOpinion,
  type ScreenScores,
  type ScreenVerdict,
} from '#shared/moderation/media-screening.ts';
import { assetDirectory, packageDirectory } from './asset-directory';
import { faceShares } from './face-reader';
import { mobileNetV2, mobileNetV2Mid } from './nsfw-model-files';

/** MobileNetV2's input: the image is squeezed to this square, as nsfwjs trains it. */
const INPUT = 224;
const WASM_FILE = 'tfjs-backend-wasm.wasm';

let model: Promise<NSFWJS> | undefined;
let secondModel: Promise<NSFWJS> | undefined;

/**
 * The classifier, loaded once per container: nsfwjs's MobileNetV2, its
 * weights read from disk on first use (nsfw-model-files.ts), on tfjs's WASM
 * backend (tfjs-node cannot install here, and the pure-JS CPU backend is
 * about fifteen times slower).
 */
export function screeningModel(): Promise<NSFWJS> {
  model ??= (async () => {
    setWasmPaths(assetDirectory(WASM_FILE, () => join(packageDirectory('@tensorflow/tfjs-backend-wasm'), 'dist')));
    await tf.setBackend('wasm');
    await tf.ready();
    // Only this model's definition: naming it alone keeps the other two (InceptionV3 is 30 MB) out of the bundle.
    return load('MobileNetV2', { modelDefinitions: [mobileNetV2()] });
  })();
  model.catch(() => (model = undefined));
  return model;
}

/**
 * The second opinion (decision 0083): nsfwjs's MobileNetV2Mid (a graph model, about 93% accurate
 * by the package's README against MobileNetV2's 90%), loaded only when a borderline photo of a
 * person first needs it, so most containers never evaluate its weights.
 */
function secondOpinionModel(): Promise<NSFWJS> {
  secondModel ??= (async () => {
    await screeningModel();
    return load('MobileNetV2Mid', { modelDefinitions: [mobileNetV2Mid()], type: 'graph' });
  })();
  secondModel.catch(() => (secondModel = undefined));
  return secondModel;
}

export type Screening = {
  verdict: ScreenVerdict;
  /** MobileNetV2's scores. */
  scores: ScreenScores;
  /** MobileNetV2Mid's scores, when the first verdict was asked again. */
  secondOpinion?: ScreenScores;
};

/** Classifies any image sharp can decode (the processed display JPEG, in the pipelines). */
export async function screenImage(image: Buffer): Promise<Screening> {
  const scores = await classify(await screeningModel(), image);
  const verdict = screenVerdict(scores);
  if (!wantsSecondOpinion(verdict, await facesIf(verdict, image))) return { verdict, scores };
  const secondOpinion = await classify(await secondOpinionModel(), image);
  return { verdict: withSecondOpinion(verdict, secondOpinion), scores, secondOpinion };
}

/** The face detector runs only for a borderline verdict: clean and explicit images never pay for it. */
async function facesIf(verdict: ScreenVerdict, image: Buffer) {
  return verdict === 'borderline' ? faceShares(image) : [];
}

async function classify(classifier: NSFWJS, image: Buffer): Promise<ScreenScores> {
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
    return scores;
  } finally {
    input.dispose();
  }
}
