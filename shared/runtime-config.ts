/**
 * /runtime-config.json: written by the stack next to the built app in AWS, and
 * by the local cloud in development. The web app reads it before anything
 * else, so no endpoint or id is compiled into the bundle.
 *
 * Checked here without zod (decision 0042): the browser reads this file at the
 * start of every member page, before any schema is needed, and zod alone is
 * 27 KB of a phone's first download. The file is our own deploy's output, not
 * a member's input; its writers check it with this same function.
 */
export type RuntimeConfig = {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  httpApiUrl: string;
  webSocketUrl: string;
  mediaBaseUrl: string;
  /** Only in the local cloud: where Amplify sends Cognito calls (the shim in front of cognito-local). */
  userPoolEndpoint?: string;
  /** Only in the local cloud: the mailbox page that shows confirmation codes. */
  mailboxUrl?: string;
  /**
   * Only in the local cloud: its push service (decision 0069). A browser offline cannot subscribe
   * to a real one, so the web app asks this one for an endpoint when the browser's own fails.
   */
  pushServiceUrl?: string;
};

type FieldRule = { required: boolean; check: (value: string) => string | undefined };

const isUrl = (protocols: readonly string[]) => (value: string) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Not a URL';
  }
  return protocols.includes(url.protocol)
    ? undefined
    : `Must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`;
};
const nonEmpty = (value: string) => (value.length > 0 ? undefined : 'Must not be empty');
const http = isUrl(['https:', 'http:']);

const FIELDS = {
  region: { required: true, check: nonEmpty },
  userPoolId: { required: true, check: nonEmpty },
  userPoolClientId: { required: true, check: nonEmpty },
  httpApiUrl: { required: true, check: http },
  webSocketUrl: { required: true, check: isUrl(['wss:', 'ws:']) },
  mediaBaseUrl: { required: true, check: http },
  userPoolEndpoint: { required: false, check: http },
  mailboxUrl: { required: false, check: http },
  pushServiceUrl: { required: false, check: http },
} as const satisfies Record<keyof RuntimeConfig, FieldRule>;

export type RuntimeConfigCheck =
  { config: RuntimeConfig; issues?: undefined } | { config?: undefined; issues: string[] };

/** The config with only its known fields, or one line per problem (`field: message`). */
export function checkRuntimeConfig(json: unknown): RuntimeConfigCheck {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { issues: ['(root): Must be a JSON object'] };
  const issues: string[] = [];
  const config: Record<string, string> = {};
  for (const [field, rule] of Object.entries(FIELDS) as [keyof RuntimeConfig, FieldRule][]) {
    const value = (json as Record<string, unknown>)[field];
    if (value === undefined) {
      if (rule.required) issues.push(`${field}: Required`);
      continue;
    }
    const problem = typeof value === 'string' ? rule.check(value) : 'Must be a string';
    if (problem) issues.push(`${field}: ${problem}`);
    else config[field] = value as string;
  }
  return issues.length > 0 ? { issues } : { config: config as RuntimeConfig };
}

/** The checked config; throws naming every problem. For the config's writers and tests. */
export function parseRuntimeConfigOrThrow(json: unknown): RuntimeConfig {
  const checked = checkRuntimeConfig(json);
  if (checked.issues) throw new Error(`Invalid runtime config: ${checked.issues.join('; ')}`);
  return checked.config;
}
