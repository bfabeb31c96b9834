import { describe, expect, it } from 'vitest';
import { kindOfTarget, parseCognitoLogLine } from './cognito-code-parser';

/** One delivery as cognito-local-main.cjs writes it (captured on this machine). */
const delivery = (target: string, destination: string, code: string) =>
  JSON.stringify({
    level: 30,
    time: 1795464443084,
    reqId: 'e07256cb',
    target,
    msg: [
      '╭───────────────────────────────────────────────────────╮',
      '│   Confirmation Code Delivery                          │',
      '│   Username:    c1777d83-4043-4d93-af46-1724a6426ec8   │',
      `│   Destination: ${destination.padEnd(38)} │`,
      `│   Code:        ${code}                                 │`,
      '╰───────────────────────────────────────────────────────╯',
    ].join('\n'),
  });

describe('parseCognitoLogLine', () => {
  it('reads the email (Destination, not the sub) and code of a sign-up', () => {
    expect(parseCognitoLogLine(delivery('SignUp', 'a+b@x.com', '597504'))).toEqual({
      kind: 'code',
      delivery: {
        destination: 'a+b@x.com',
        code: '597504',
        username: 'c1777d83-4043-4d93-af46-1724a6426ec8',
        target: 'SignUp',
        kind: 'signup',
      },
    });
  });

  it('tells a password reset from a sign-up by the operation', () => {
    expect(parseCognitoLogLine(delivery('ForgotPassword', 'ana@example.com', '718979'))).toMatchObject({
      kind: 'code',
      delivery: { destination: 'ana@example.com', code: '718979', kind: 'reset' },
    });
  });

  it('knows when it listens, reports errors, and ignores the rest', () => {
    expect(parseCognitoLogLine('{"level":30,"msg":"Cognito Local running on http://127.0.0.1:9229"}')).toEqual({
      kind: 'listening',
    });
    expect(parseCognitoLogLine('{"level":50,"msg":"boom"}')).toEqual({ kind: 'error', message: 'boom' });
    expect(parseCognitoLogLine('{"level":50,"err":{"message":"bad"}}')).toEqual({ kind: 'error', message: 'bad' });
    expect(parseCognitoLogLine('{"level":40,"msg":"Error handling target: SignUp"}')).toEqual({ kind: 'other' });
    expect(parseCognitoLogLine('(node:1) NOTE: The AWS SDK for JavaScript (v2) has reached end-of-support.')).toEqual({
      kind: 'other',
    });
    expect(parseCognitoLogLine('null')).toEqual({ kind: 'other' });
  });

  it('ignores a box without a code', () => {
    expect(parseCognitoLogLine(delivery('SignUp', 'one@x.com', '      ').replace('Code:', 'Note:'))).toEqual({
      kind: 'other',
    });
  });
});

describe('kindOfTarget', () => {
  it('maps operations to what the person is asked to do', () => {
    expect(kindOfTarget('ResendConfirmationCode')).toBe('signup');
    expect(kindOfTarget('AdminResetUserPassword')).toBe('reset');
    expect(kindOfTarget('GetUserAttributeVerificationCode')).toBe('verify');
  });
});
