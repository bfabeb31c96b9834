/**
 * bench:stack: how full each CloudFormation stack of each stage is.
 * CloudFormation refuses a stack of more than 500 resources, and each nested
 * stack counts on its own; we keep every one at or below 300, 40% headroom
 * (decision 0055). Synthesizes in this process without bundling: resource
 * counts do not depend on the bundles.
 *
 * Ends with `stack: stacks=… resources=… max-per-stack=… headroom=…%` for the
 * fuller stage (dev: it empties its buckets with CDK's custom resources).
 */
import { stageApp } from '#infra/kindred-app.ts';
import { CLOUDFORMATION_RESOURCE_LIMIT, RESOURCE_CEILING, stackTemplates } from '#infra/stack-templates.ts';
import { STAGES, type StageName } from '#infra/stages.ts';

type StageFigures = { stage: StageName; stacks: number; resources: number; maxPerStack: number };

function measure(stage: StageName): StageFigures {
  const started = Date.now();
  const { stack } = stageApp(stage, { nag: false });
  const counts = stackTemplates(stack).map((t) => ({
    path: t.path,
    resources: Object.keys(t.template.Resources).length,
  }));
  console.log(`${stage} (synth ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const { path, resources } of counts) {
    const share = Math.round((resources / CLOUDFORMATION_RESOURCE_LIMIT) * 100);
    console.log(`  ${path.padEnd(28)} ${String(resources).padStart(4)}  ${String(share).padStart(3)}% of the limit`);
  }
  return {
    stage,
    stacks: counts.length,
    resources: counts.reduce((sum, c) => sum + c.resources, 0),
    maxPerStack: Math.max(...counts.map((c) => c.resources)),
  };
}

const figures = (Object.keys(STAGES) as StageName[]).map(measure);
const fullest = figures.reduce((a, b) => (b.maxPerStack > a.maxPerStack ? b : a));
const headroom = ((CLOUDFORMATION_RESOURCE_LIMIT - fullest.maxPerStack) / CLOUDFORMATION_RESOURCE_LIMIT) * 100;
if (fullest.maxPerStack > RESOURCE_CEILING) {
  console.log(`over the ceiling: a stack of ${fullest.stage} holds more than ${RESOURCE_CEILING} resources`);
  process.exitCode = 1;
}
console.log(
  `stack: stacks=${fullest.stacks} resources=${fullest.resources} max-per-stack=${fullest.maxPerStack} headroom=${headroom.toFixed(0)}%`,
);
