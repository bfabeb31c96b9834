import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house rules catch what they claim to: each case plants one violation in a file of the tree's
 * real shape and runs the project's own ESLint and Prettier configurations on it. The architecture
 * rules (dependency-cruiser) have a test of their own.
 */
const eslint = new ESLint({ cwd: import.meta.dirname });

async function findings(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

describe('ESLint', () => {
  // The first run loads the configuration and its plugins: seconds on a busy machine.
  beforeAll(() => eslint.lintText('', { filePath: 'shared/warm.ts' }), 120_000);

  it('passes clean product code', async () => {
    expect(
      await findings(`export const twice = (value: number): number => value * 2;\n`, 'lambdas/lib/twice.ts'),
    ).toEqual([]);
  });

  it('refuses an unused name and an explicit any in product code', async () => {
    const code = `const unused = 1;\nexport function read(body: any) { return body; }\n`;
    expect(await findings(code, 'lambdas/lib/read.ts')).toEqual(
      expect.arrayContaining(['@typescript-eslint/no-unused-vars', '@typescript-eslint/no-explicit-any']),
    );
  });

  it('refuses a value import used only as a type', async () => {
    const code = `import { ZodType } from 'zod';\nexport const parse = (schema: ZodType) => schema;\n`;
    expect(await findings(code, 'shared/parse.ts')).toContain('@typescript-eslint/consistent-type-imports');
  });

  it('refuses a hook called conditionally in the web app', async () => {
    const code = `import { useState } from 'react';\nexport function Panel({ open }: { open: boolean }) {\n  if (open) useState(0);\n  return null;\n}\n`;
    expect(await findings(code, 'web/src/features/demo/panel.tsx')).toContain('react-hooks/rules-of-hooks');
  });

  it('refuses an image with no text alternative in the web app', async () => {
    const code = `export function Portrait() {\n  return <img src="/a.jpg" />;\n}\n`;
    expect(await findings(code, 'web/src/features/demo/portrait.tsx')).toContain('jsx-a11y/alt-text');
  });

  it('keeps the AGPL IAM evaluator out of everything but the local cloud', async () => {
    const code = `import { runSimulation } from '@cloud-copilot/iam-simulate';\nexport const simulate = runSimulation;\n`;
    expect(await findings(code, 'lambdas/lib/policy.ts')).toContain('no-restricted-imports');
    expect(await findings(code, 'infra/constructs/policy.ts')).toContain('no-restricted-imports');
    expect(await findings(code, 'infra/local/policy.ts')).not.toContain('no-restricted-imports');
  });

  it('refuses a == comparison', async () => {
    expect(await findings(`export const same = (a: string, b: string) => a == b;\n`, 'shared/same.ts')).toContain(
      'eqeqeq',
    );
  });
});

describe('Prettier', () => {
  async function formatted(code: string, filepath: string) {
    const options = await prettier.resolveConfig(filepath);
    return prettier.check(code, { ...options, filepath });
  }

  it('accepts code in the house format', async () => {
    expect(await formatted(`export const greeting = 'hello';\n`, 'shared/greeting.ts')).toBe(true);
  });

  it('refuses double quotes, a missing semicolon and a missing trailing comma', async () => {
    expect(await formatted(`export const greeting = "hello"\n`, 'shared/greeting.ts')).toBe(false);
    const wide = `export const list = [\n  'a',\n  'b'\n];\n`;
    expect(await formatted(wide, 'shared/list.ts')).toBe(false);
  });
});
