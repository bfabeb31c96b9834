/**
 * `npm run bench:trust` (issue 27): the real models on labelled sets, in this
 * process, as the Lambdas run them. Screening (nsfwjs, with the second opinion
 * of decision 0083): flagged are the synthetic benign images made to score
 * explicit and borderline (test/fixtures/screening); clean are every seeded
 * portrait, the seeded story poster, face-api's six sample photographs and
 * plain photos like the e2e members'. Verification (human's face models,
 * decision 0071): genuine synthesized attempts, impostor comparisons and
 * still-photo spoofs. Ends with
 *
 *   trust: verify-accept=…% verify-false-accept=…% liveness-spoof-pass=…% screen-flagged=…/… screen-false-flag=…% p95=…ms
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { renderAvatar } from '#infra/local/seed/avatar.ts';
import { demoMembers } from '#infra/local/seed/sample-members.ts';
import { screenImage, screeningModel } from '#lambdas/media/screen-image.ts';
import { readFaces } from '#lambdas/media/face-reader.ts';
import type { VerificationPose } from '#shared/schemas/verification.ts';
import {
  bestPhotoMatch,
  judgeLiveness,
  readAttempt,
  VERIFY_RULES,
  type FaceReading,
} from '#shared/verification/judge.ts';
import { attemptSteps, people, photoJpeg, samePersonAgain, stillSteps } from '#test/support/verification-frames.ts';

const file = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url));
const plain = (r: number, g: number, b: number) =>
  sharp({ create: { width: 480, height: 640, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Fixed sequences, so runs compare: every pose in every position across the set. */
const SEQUENCES: VerificationPose[][] = [
  ['turn-left', 'blink', 'turn-right'],
  ['blink', 'turn-right', 'turn-left', 'blink'],
  ['turn-right', 'turn-left', 'turn-left'],
  ['blink', 'blink', 'turn-left'],
  ['turn-left', 'turn-right', 'blink', 'turn-right'],
];

type Timed = (image: Buffer) => Promise<FaceReading[]>;

/** The verification set's three rates, with the models timed per image into `timings`. */
async function verificationFigures(timings: number[], portraits: Buffer[]) {
  const read: Timed = async (image) => {
    const started = performance.now();
    const faces = await readFaces(image);
    timings.push(performance.now() - started);
    return faces;
  };
  const everyone = await people();
  const photos = new Map<string, FaceReading[]>();
  for (const person of everyone) {
    const again = await samePersonAgain(person, 0);
    if (again) photos.set(person.id, await read(await photoJpeg(again)));
  }
  const portraitFaces: FaceReading[][] = [];
  for (const portrait of portraits) portraitFaces.push(await read(portrait));

  let genuine = 0;
  let accepted = 0;
  let impostors = 0;
  let falseAccepts = 0;
  let spoofs = 0;
  let spoofPasses = 0;
  for (const [index, person] of everyone.entries()) {
    const poses = SEQUENCES[index % SEQUENCES.length]!;
    const live = judgeLiveness(poses, await readAttempt(await attemptSteps(person, poses), read));
    const own = photos.get(person.id);
    if (own) {
      genuine++;
      const ok = live.ok && bestPhotoMatch(live.embedding, [own]).similarity >= VERIFY_RULES.match;
      if (ok) accepted++;
      else console.log(`not accepted: ${person.id} ${live.ok ? 'match' : live.detail}`);
    }
    if (live.ok) {
      const others = [...[...photos].filter(([id]) => id !== person.id).map(([, faces]) => faces), ...portraitFaces];
      for (const faces of others) {
        impostors++;
        if (bestPhotoMatch(live.embedding, [faces]).similarity >= VERIFY_RULES.match) falseAccepts++;
      }
    }
    spoofs++;
    if (judgeLiveness(poses, await readAttempt(await stillSteps(person, poses), read)).ok) spoofPasses++;
  }
  console.log(`verified ${genuine} genuine attempts, ${impostors} impostor comparisons, ${spoofs} still-photo spoofs`);
  const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
  return {
    accept: percent(accepted, genuine),
    falseAccept: percent(falseAccepts, impostors),
    spoofPass: percent(spoofPasses, spoofs),
  };
}

async function main(): Promise<void> {
  await screeningModel();
  const flagged = [
    file('test/fixtures/screening/synthetic-flagged-explicit.png'),
    file('test/fixtures/screening/synthetic-flagged-borderline.png'),
  ];
  const { demoLooks, members } = demoMembers();
  const looks = [...demoLooks, ...members.flatMap((member) => member.looks)];
  const clean: Array<() => Promise<Buffer>> = [
    ...looks.map((look) => async () => (await renderAvatar(look)).display),
    async () => file('infra/local/seed/media/story-clip-poster.jpg'),
    // Real photographs of people, not only the seed's drawn portraits: the package's six samples.
    ...[1, 2, 3, 4, 5, 6].map((n) => async () => file(`node_modules/@vladmandic/face-api/demo/sample${n}.jpg`)),
    () => plain(236, 110, 150),
    () => plain(70, 110, 220),
  ];

  const timings: number[] = [];
  const timed = async (image: Buffer) => {
    const started = performance.now();
    const result = await screenImage(image);
    timings.push(performance.now() - started);
    return result;
  };
  let caught = 0;
  for (const image of flagged) if ((await timed(image)).verdict !== 'clean') caught++;
  const falseFlags: string[] = [];
  for (const [index, make] of clean.entries()) {
    const { verdict, scores } = await timed(await make());
    if (verdict !== 'clean') falseFlags.push(`#${index} ${verdict} ${JSON.stringify(scores)}`);
  }
  for (const line of falseFlags) console.log(`false flag: ${line}`);
  const portraits: Buffer[] = [];
  for (let index = 0; index < looks.length; index += 10) portraits.push((await renderAvatar(looks[index]!)).display);
  const verification = await verificationFigures(timings, portraits);
  timings.sort((a, b) => a - b);
  const p95 = timings[Math.min(timings.length - 1, Math.ceil(timings.length * 0.95) - 1)]!;
  const falseRate = (100 * falseFlags.length) / clean.length;
  console.log(`screened ${flagged.length + clean.length} images (${looks.length} seeded portraits)`);
  console.log(
    `trust: verify-accept=${verification.accept} verify-false-accept=${verification.falseAccept} liveness-spoof-pass=${verification.spoofPass} screen-flagged=${caught}/${flagged.length} screen-false-flag=${falseRate.toFixed(1)}% p95=${Math.round(p95)}ms`,
  );
}

await main();
