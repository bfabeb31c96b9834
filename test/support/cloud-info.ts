import { inject } from 'vitest';

/** What the integration global setup shares with every test file. */
export type CloudInfo = {
  env: Record<string, string>;
  httpApiUrl: string;
  webSocketUrl: string;
  webOrigin: string;
  cognitoUrl: string;
  userPoolId: string;
  userPoolClientId: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: CloudInfo;
  }
}

let applied = false;

/**
 * The local cloud's details, with the handler environment applied to this
 * test process so lambdas/db helpers (used only to arrange and inspect data)
 * reach the same DynamoDB Local and s3rver the handlers use.
 */
export function cloud(): CloudInfo {
  const info = inject('cloud');
  if (!applied) {
    Object.assign(process.env, info.env);
    applied = true;
  }
  return info;
}
