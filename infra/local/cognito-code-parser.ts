/**
 * Reads cognito-local's log. Our entry (cognito-local-main.cjs) writes one
 * JSON line per entry, synchronously. A code "email" is an info entry whose
 * message is the box cognito-local draws, with the operation beside it:
 *
 *   {"level":30,"reqId":"e07256cb","target":"SignUp","msg":"╭──╮\n│ Confirmation Code Delivery │\n
 *    │ Username: c1777d83-… │\n│ Destination: a@b.com │\n│ Code: 808693 │\n╰──╯"}
 *
 * Username is the generated sub (the pool signs in by email), so the person
 * is the Destination. The API operation (target) tells a sign-up code from a
 * password reset; the box itself says "Confirmation Code Delivery" for both.
 */
export type CodeKind = 'signup' | 'reset' | 'verify';

export type CodeDelivery = {
  /** The email address the code was sent to. */
  destination: string;
  code: string;
  /** Cognito's username (the sub here). */
  username?: string;
  /** The Cognito operation that sent it, e.g. SignUp or ForgotPassword. */
  target?: string;
  kind: CodeKind;
};

export type CognitoLogLine =
  | { kind: 'code'; delivery: CodeDelivery }
  | { kind: 'listening' }
  /** pino's error (50) and fatal (60) levels. */
  | { kind: 'error'; message: string }
  | { kind: 'other' };

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const FIELD = /(Username|Destination|Code):\s*(\S+)/g;

export function kindOfTarget(target: string | undefined): CodeKind {
  switch (target) {
    case 'ForgotPassword':
    case 'AdminResetUserPassword':
      return 'reset';
    case 'GetUserAttributeVerificationCode':
    case 'UpdateUserAttributes':
    case 'AdminUpdateUserAttributes':
      return 'verify';
    default:
      // SignUp, ResendConfirmationCode and anything unknown: a code that
      // confirms an account is the safest reading.
      return 'signup';
  }
}

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

export function parseCognitoLogLine(line: string): CognitoLogLine {
  let entry: { level?: unknown; msg?: unknown; target?: unknown; err?: { message?: unknown } };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return { kind: 'other' };
  }
  if (!entry || typeof entry !== 'object') return { kind: 'other' };
  const message = typeof entry.msg === 'string' ? stripAnsi(entry.msg) : '';
  if (typeof entry.level === 'number' && entry.level >= 50) {
    return { kind: 'error', message: message || String(entry.err?.message ?? 'cognito-local error') };
  }
  if (message.startsWith('Cognito Local running on')) return { kind: 'listening' };
  if (!message.includes('Confirmation Code Delivery')) return { kind: 'other' };
  const fields = Object.fromEntries([...message.matchAll(FIELD)].map(([, name, value]) => [name, value]));
  const { Destination: destination, Code: code, Username: username } = fields;
  if (!destination || !code) return { kind: 'other' };
  const target = typeof entry.target === 'string' ? entry.target : undefined;
  return { kind: 'code', delivery: { destination, code, username, target, kind: kindOfTarget(target) } };
}
