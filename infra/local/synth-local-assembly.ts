/**
 * Child process of local-assembly.ts: synthesizes the dev stage as `cdk synth`
 * would, without bundling (the local cloud runs the .ts files) and without
 * cdk-nag (deploy:check runs it), and writes the app's functions as JSON to
 * the path it is given.
 */
import { writeFileSync } from 'node:fs';
import { stageApp } from '#infra/kindred-app.ts';
import { flattenedTemplate } from '#infra/stack-templates.ts';
import { localAssemblyOf } from './local-assembly';

const outFile = process.argv[2];
if (!outFile) throw new Error('usage: tsx infra/local/synth-local-assembly.ts <out.json>');
const { stack } = stageApp('dev', { nag: false, bundling: false });
writeFileSync(outFile, JSON.stringify(localAssemblyOf(flattenedTemplate(stack)), null, 1));
