/**
 * The screening half of `npm run bench:trust` (issue 27): the real nsfwjs
 * classifier on a labelled set, in this process, as the processing Lambdas
 * run it. Flagged: the synthetic benign images made to score explicit and
 * borderline (test/fixtures/screening). Clean: every seeded portrait, the
 * seeded story poster, and plain photos like the e2e members'. Prints
 *
 *   trust: screen-flagged=…/… screen-false-flag=…% p95=…ms
 *
 * (verification and liveness are not built yet: their fields are left out).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { renderAvatar } from '#infra/local/seed/avatar.ts';
import { demoMembers } from '#infra/local/seed/sample-members.ts';
import { screenImage, screeningModel } from '#lambdas/media/screen-image.ts';

const file = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url));
const plain = (r: number, g: number, b: number) =>
  sharp({ create: { width: 480, height: 640, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();

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
  timings.sort((a, b) => a - b);
  const p95 = timings[Math.min(timings.length - 1, Math.ceil(timings.length * 0.95) - 1)]!;
  const falseRate = (100 * falseFlags.length) / clean.length;
  console.log(`screened ${flagged.length + clean.length} images (${looks.length} seeded portraits)`);
  console.log(
    `trust: screen-flagged=${caught}/${flagged.length} screen-false-flag=${falseRate.toFixed(1)}% p95=${Math.round(p95)}ms`,
  );
}

await main();
