/**
 * tfjs's WASM backend loads its binary from a directory at run time, so a function running a model carries
 * the three builds (plain, SIMD, threaded SIMD) beside its bundle (decisions 0070 and 0071).
 */
export const TFJS_WASM_FILES = [
  'node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm',
  'node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm',
  'node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm',
] as const;

/**
 * nsfwjs's model files that the screening reads from disk on first use (lambdas/media/nsfw-model-files.ts),
 * under the package's models directory: each model's weight shards, and MobileNetV2Mid's topology
 * (MobileNetV2's is bundled: files beside a bundle are copied flat, and both are named `model.min.js`).
 */
export const NSFW_MODELS_DIRECTORY = 'node_modules/nsfwjs/dist/models';
export const NSFW_WEIGHT_SHARDS = {
  MobileNetV2: ['mobilenet_v2/group1-shard1of1.min.js'],
  MobileNetV2Mid: ['mobilenet_v2_mid/group1-shard1of2.min.js', 'mobilenet_v2_mid/group1-shard2of2.min.js'],
} as const;
export const NSFW_MID_TOPOLOGY = 'mobilenet_v2_mid/model.min.js';
