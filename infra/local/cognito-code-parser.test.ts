import { describe, expect, it } from 'vitest';
import { CodeDeliveryParser, kindOfTarget } from './cognito-code-parser';

/** cognito-local 5.3.0's stdout for one delivery, colours included, as captured on this machine. */
const box = (target: string, destination: string, code: string) => [
  `[1795352940723] \u001b[32mINFO\u001b[39m: \u001b[36m452baad1 ${target} ╭───────────────────────────────────────────────────────╮`,
  '│                                                       │',
  '│   Confirmation Code Delivery                          │',
  '│                                                       │',
  '│   Username:    5999c725-6582-432a-ba80-fb37e88d4661   │',
  `│   Destination: ${destination.padEnd(38)} │`,
  `│   Code:        ${code}                                 │`,
  '│                                                       │',
  `╰───────────────────────────────────────────────────────╯\u001b[39m \u001b[90m{"reqId":"452baad1","target":"${target}"}\u001b[39m`,
];

function parseAll(lines: string[]) {
  const parser = new CodeDeliveryParser();
  return lines.map((line) => parser.push(line)).filter(Boolean);
}

describe('CodeDeliveryParser', () => {
  it('reads the email (Destination, not the sub) and code of a sign-up', () => {
    expect(parseAll(box('SignUp', 'a+b@x.com', '597504'))).toEqual([
      { destination: 'a+b@x.com', code: '597504', username: '5999c725-6582-432a-ba80-fb37e88d4661', target: 'SignUp', kind: 'signup' },
    ]);
  });

  it('tells a password reset from a sign-up by the operation', () => {
    expect(parseAll(box('ForgotPassword', 'ana@example.com', '718979'))).toMatchObject([{ destination: 'ana@example.com', code: '718979', kind: 'reset' }]);
  });

  it('reads consecutive deliveries among other log lines', () => {
    const lines = [
      '[1] INFO: NONE NONE Cognito Local running on http://127.0.0.1:9229',
      ...box('SignUp', 'one@x.com', '111111'),
      '[2] WARN: abc SignUp Error handling target: SignUp',
      ...box('ForgotPassword', 'two@x.com', '222222'),
    ];
    expect(parseAll(lines).map((d) => [d!.destination, d!.code, d!.kind])).toEqual([['one@x.com', '111111', 'signup'], ['two@x.com', '222222', 'reset']]);
  });

  it('ignores a box without a code', () => {
    expect(parseAll(box('SignUp', 'one@x.com', '      ').map((l) => l.replace('Code:', 'Note:')))).toEqual([]);
  });
});

describe('kindOfTarget', () => {
  it('maps operations to what the person is asked to do', () => {
    expect(kindOfTarget('ResendConfirmationCode')).toBe('signup');
    expect(kindOfTarget('AdminResetUserPassword')).toBe('reset');
    expect(kindOfTarget('GetUserAttributeVerificationCode')).toBe('verify');
  });
});

describe('CodeDeliveryParser without the closing line', () => {
  it('delivers as soon as username, destination and code are known, before the box closes', () => {
    const parser = new CodeDeliveryParser();
    expect(parser.push('[1795] INFO: 452baad1 SignUp ╭──────────────╮')).toBeUndefined();
    expect(parser.push('│   Username:    5999c725-aaaa   │')).toBeUndefined();
    expect(parser.push('│   Destination: ana@example.com │')).toBeUndefined();
    expect(parser.push('│   Code:        597504          │')).toEqual({
      destination: 'ana@example.com', code: '597504', username: '5999c725-aaaa', target: 'SignUp', kind: 'signup',
    });
    // The closing line arriving later delivers nothing twice.
    expect(parser.push('╰──────────────╯ {"reqId":"452baad1","target":"SignUp"}')).toBeUndefined();
  });
});
