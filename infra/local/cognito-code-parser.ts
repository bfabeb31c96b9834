/**
 * Reads the codes cognito-local "emails" out of its stdout. It prints each
 * delivery as a boxed block through pino-pretty, e.g.
 *
 *   [1795…] INFO: 452baad1 SignUp ╭──────╮
 *   │   Username:    5999c725-…   │
 *   │   Destination: ana@example.com │
 *   │   Code:        597504       │
 *   ╰──────╯ {"reqId":"452baad1","target":"SignUp"}
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

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const BOX_START = '╭';
const BOX_END = '╰';
const FIELD = /│\s*(Username|Destination|Code):\s*(\S+)\s*│/;
const TARGET_BEFORE_BOX = /:\s+\S+\s+(\w+)\s+╭/;
const TARGET_AFTER_BOX = /"target":"(\w+)"/;

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

/** Feed it stdout line by line; it returns a delivery when a box closes. */
export class CodeDeliveryParser {
  private inBox = false;
  private target: string | undefined;
  private fields: Record<string, string> = {};

  push(rawLine: string): CodeDelivery | undefined {
    const line = stripAnsi(rawLine);
    if (line.includes(BOX_START)) {
      this.inBox = true;
      this.fields = {};
      this.target = TARGET_BEFORE_BOX.exec(line)?.[1];
      return undefined;
    }
    if (!this.inBox) return undefined;
    const field = FIELD.exec(line);
    if (field) this.fields[field[1]] = field[2];
    // The box's last line can sit in cognito-local's output buffer until its next log line, so a
    // delivery is complete as soon as code and address are known (the operation came before the box).
    const complete = this.target && this.fields.Destination && this.fields.Code && this.fields.Username;
    if (!complete && !line.includes(BOX_END)) return undefined;

    this.inBox = false;
    const target = this.target ?? TARGET_AFTER_BOX.exec(line)?.[1];
    const { Destination: destination, Code: code, Username: username } = this.fields;
    if (!destination || !code) return undefined;
    return { destination, code, username, target, kind: kindOfTarget(target) };
  }
}
