/**
 * tfjs's WASM backend loads its binary from a directory at run time, so a function running a model carries
 * the three builds (plain, SIMD, threaded SIMD) beside its bundle (decisions 0070 and 0071).
 */
export const TFJS_WASM_FILES = [
  'node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm',
  'node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm',
  'node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm',
] as const;
