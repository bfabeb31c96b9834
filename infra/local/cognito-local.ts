/**
 * cognito-local as a child process. Its data always lives in `./.cognito`
 * under its working directory, so `cwd` picks the data dir; `PORT` the port.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { onLines, spawnManaged, type ManagedChild } from './child-processes';
import { CodeDeliveryParser, stripAnsi, type CodeDelivery } from './cognito-code-parser';
import { waitUntil } from './dynamodb-local';
import type { Log } from './log';

export type CognitoLocal = { child: ManagedChild; endpoint: string; dataDir: string };

export async function startCognitoLocal(options: {
  port: number;
  dataDir: string;
  log: Log;
  onCode: (delivery: CodeDelivery) => void;
}): Promise<CognitoLocal> {
  const endpoint = `http://localhost:${options.port}`;
  const configDir = join(options.dataDir, '.cognito');
  mkdirSync(configDir, { recursive: true });
  // The issuer defaults to port 9229 whatever PORT says; the test profile runs elsewhere.
  writeFileSync(join(configDir, 'config.json'), JSON.stringify({
    TokenConfig: { IssuerDomain: endpoint },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
  }, null, 2));

  const require = createRequire(import.meta.url);
  const entry = require.resolve('cognito-local/lib/bin/start.js');
  const child = spawnManaged('cognito-local', process.execPath, [entry], {
    cwd: options.dataDir,
    // A clean env: the handler env (AWS_ENDPOINT_URL_*, credentials) is none of its business.
    // NODE_NO_WARNINGS hides its AWS SDK v2 end-of-support notice.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(options.port), NODE_NO_WARNINGS: '1' },
  });

  const parser = new CodeDeliveryParser();
  let listening = false;
  const recent: string[] = [];
  onLines(child.process.stdout, (line) => {
    const delivery = parser.push(line);
    if (delivery) options.onCode(delivery);
    if (line.includes('Cognito Local running on')) listening = true;
    if (recent.push(stripAnsi(line)) > 40) recent.shift();
    // Its own errors are worth seeing; info lines, boxes and the warnings it
    // logs for every expected client error (wrong code, taken email) are not.
    if (/ERROR/.test(stripAnsi(line).slice(0, 40))) options.log(stripAnsi(line).trim());
  });
  onLines(child.process.stderr, (line) => {
    if (recent.push(line) > 40) recent.shift();
    if (line.trim()) options.log(line);
  });

  try {
    await waitUntil(async () => listening || (await fetch(`${endpoint}/health`)).ok, {
      timeoutMs: 20_000,
      intervalMs: 50,
      abortWhen: child.exited,
      what: 'cognito-local',
    });
  } catch (error) {
    await child.stop();
    throw new Error(`${(error as Error).message}\n${recent.join('\n')}`);
  }
  return { child, endpoint, dataDir: options.dataDir };
}
