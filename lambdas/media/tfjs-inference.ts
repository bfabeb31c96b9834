/**
 * What the screening functions need of tfjs to run a model: the core with its chained tensor methods,
 * layers models (nsfwjs's MobileNetV2) and graph models (its MobileNetV2Mid). `@tensorflow/tfjs` itself
 * also loads tf.data and the CPU and WebGL backends, which these functions never use (they run on the WASM
 * backend): about 500 KB and 30 ms of a screening function's cold start. The bundler points
 * every `@tensorflow/tfjs` import at this module, nsfwjs's included
 * (docs/decisions/0095-screening-loads-the-tfjs-it-runs.md).
 *
 * Only the bundler loads it: tfjs-core's modules are ES modules with extensionless imports, which
 * esbuild resolves and Node does not. Unbundled (the local cloud, the tests), the functions import
 * `@tensorflow/tfjs` itself, whose Node build carries the same chained methods.
 */
import '@tensorflow/tfjs-core/dist/public/chained_ops/register_all_chained_ops';

export * from '@tensorflow/tfjs-core';
export * from '@tensorflow/tfjs-layers';
export * from '@tensorflow/tfjs-converter';
