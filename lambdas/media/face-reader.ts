import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { FaceReading } from '#shared/verification/judge.ts';
import { assetDirectory, packageDirectory } from './asset-directory';

/**
 * The face models of `@vladmandic/human` on tfjs's WASM backend (decision 0071): detection, the face
 * mesh (pose and eye openness), the description model (the embedding and the age estimate), and the
 * anti-spoofing and liveness models. Everything loads from files on disk: the package's models and the
 * WASM binaries are copied beside the bundle on Lambda, and read from the installed packages locally.
 * Nothing is fetched from a network.
 */

/** The model files this reader loads; the route table copies them beside the bundle. */
export const FACE_MODELS = ['blazeface', 'facemesh', 'iris', 'faceres', 'antispoof', 'liveness'] as const;
const WASM_FILE = 'tfjs-backend-wasm.wasm';
/** Frames and photos are scaled down to this longest side before detection: faces fill a selfie. */
const MAX_SIDE = 640;

const MODEL_SCHEME = 'kindred-model:';

/**
 * human loads its models through the global fetch. Only this reader's own scheme is answered from disk;
 * every other URL goes to the real fetch untouched.
 */
function serveModelsFromDisk(directory: string): void {
  const realFetch = globalThis.fetch;
  if ((realFetch as { kindredModels?: boolean }).kindredModels) return;
  const fetchWithModels = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(MODEL_SCHEME)) return realFetch(input, init);
    const name = url.slice(MODEL_SCHEME.length).replace(/^\/+/, '').split('/').pop() ?? '';
    const body = await readFile(join(directory, name));
    const type = name.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(body, { status: 200, headers: { 'content-type': type } });
  };
  globalThis.fetch = Object.assign(fetchWithModels, { kindredModels: true }) as typeof fetch;
}

type HumanFace = {
  score: number;
  box: [number, number, number, number];
  mesh: Array<[number, number, number?]>;
  rotation?: { angle: { yaw: number; pitch: number; roll: number } } | null;
  embedding?: number[];
  age?: number;
  real?: number;
  live?: number;
};
type HumanInstance = {
  load(): Promise<void>;
  detect(input: unknown): Promise<{ face: HumanFace[] }>;
  tf: {
    tensor3d(data: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
  };
};

let engine: Promise<HumanInstance> | undefined;
let detector: Promise<HumanInstance> | undefined;

/** The models, loaded once per container (about 0.4 s). */
export function faceEngine(): Promise<HumanInstance> {
  engine ??= newEngine('faceres.json', {
    mesh: { enabled: true, modelPath: 'facemesh.json' },
    iris: { enabled: true, modelPath: 'iris.json' },
    description: { enabled: true, modelPath: 'faceres.json' },
    antispoof: { enabled: true, modelPath: 'antispoof.json' },
    liveness: { enabled: true, modelPath: 'liveness.json' },
  });
  engine.catch(() => (engine = undefined));
  return engine;
}

/**
 * BlazeFace alone (0.6 MB of weights), for the screening functions, which only ask whether a photo shows
 * a person's face (decision 0083): they carry this one model, not the verification's six.
 */
function faceDetector(): Promise<HumanInstance> {
  detector ??= newEngine('blazeface.json', {
    mesh: { enabled: false },
    iris: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  });
  detector.catch(() => (detector = undefined));
  return detector;
}

async function newEngine(probe: string, models: object): Promise<HumanInstance> {
  const modelDir = assetDirectory(probe, () => join(process.cwd(), 'node_modules/@vladmandic/human/models'));
  const wasmDir = assetDirectory(WASM_FILE, () => join(packageDirectory('@tensorflow/tfjs-backend-wasm'), 'dist'));
  serveModelsFromDisk(modelDir);
  // The package's "exports" map spells its subpaths without "./", so Node refuses them: imported by path.
  const humanModule = (await import('../../node_modules/@vladmandic/human/dist/human.node-wasm.js')) as unknown as {
    Human?: new (config: object) => HumanInstance;
    default?: { Human?: new (config: object) => HumanInstance };
  };
  const Human = humanModule.Human ?? humanModule.default?.Human;
  if (!Human) throw new Error('@vladmandic/human did not load');
  const human = new Human({
    backend: 'wasm',
    wasmPath: wasmDir,
    modelBasePath: `${MODEL_SCHEME}//`,
    debug: false,
    async: true,
    // Every frame is judged on its own: no result carried over from the previous one.
    cacheSensitivity: 0,
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 3, minConfidence: 0.5, return: false, modelPath: 'blazeface.json' },
      emotion: { enabled: false },
      ...models,
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  });
  await human.load();
  return human;
}

const distance = (a: [number, number, number?], b: [number, number, number?]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** How open the eyes are: lid gap over eye width, both eyes averaged (about 0.3 open, under 0.1 shut). */
function eyeOpenness(mesh: HumanFace['mesh']): number {
  if (mesh.length < 468) return 0;
  const left = distance(mesh[386]!, mesh[374]!) / Math.max(1, distance(mesh[362]!, mesh[263]!));
  const right = distance(mesh[159]!, mesh[145]!) / Math.max(1, distance(mesh[33]!, mesh[133]!));
  return (left + right) / 2;
}

/**
 * Yaw from the mesh itself: where the nose tip sits between the two outer eye corners (0.5 straight on).
 * A ratio of image points, so it does not depend on the mesh's depth estimate.
 */
function noseOffset(mesh: HumanFace['mesh']): number {
  if (mesh.length < 468) return 0.5;
  const outerRight = mesh[33]!;
  const outerLeft = mesh[263]!;
  const nose = mesh[1]!;
  const span = outerLeft[0] - outerRight[0];
  return span === 0 ? 0.5 : (nose[0] - outerRight[0]) / span;
}

/** The image as human reads it: upright, at most MAX_SIDE a side, RGB. */
function decode(image: Buffer) {
  return sharp(image)
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The faces BlazeFace finds in an image, as shares of its width (the screening's question, decision 0083). */
export async function faceShares(image: Buffer): Promise<{ score: number; widthShare: number }[]> {
  const human = await faceDetector();
  const { data, info } = await decode(image);
  const tensor = human.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    return result.face.map((face) => ({ score: face.score, widthShare: face.box[2] / info.width }));
  } finally {
    tensor.dispose();
  }
}

/** Every face human finds in a JPEG (or any image sharp decodes). */
export async function readFaces(image: Buffer): Promise<FaceReading[]> {
  const human = await faceEngine();
  const { data, info } = await decode(image);
  const tensor = human.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    return result.face.map((face) => ({
      score: face.score,
      box: face.box,
      imageWidth: info.width,
      yaw: face.rotation?.angle.yaw ?? 0,
      roll: face.rotation?.angle.roll ?? 0,
      noseOffset: noseOffset(face.mesh),
      eyeOpenness: eyeOpenness(face.mesh),
      embedding: face.embedding ?? [],
      age: face.age ?? 0,
      real: face.real ?? 0,
      live: face.live ?? 0,
    }));
  } finally {
    tensor.dispose();
  }
}
