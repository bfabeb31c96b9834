import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Mailbox, formatCodeNotice, mailboxMiddleware, renderMailboxHtml } from './mailbox';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('Mailbox', () => {
  it('lists newest first and finds the latest code per address and kind, ignoring case', () => {
    const mailbox = new Mailbox();
    mailbox.add({ to: 'ana@x.com', kind: 'signup', code: '111111', at: '2026-01-01T00:00:00Z' });
    mailbox.add({ to: 'ana@x.com', kind: 'reset', code: '222222', at: '2026-01-01T00:01:00Z' });
    mailbox.add({ to: 'bo@x.com', kind: 'signup', code: '333333', at: '2026-01-01T00:02:00Z' });
    expect(mailbox.list().map((entry) => (entry.kind === 'email' ? entry.subject : entry.code))).toEqual([
      '333333',
      '222222',
      '111111',
    ]);
    expect(mailbox.latest('ANA@x.com')?.code).toBe('222222');
    expect(mailbox.latest('ana@x.com', 'signup')?.code).toBe('111111');
    expect(mailbox.latest('nobody@x.com')).toBeUndefined();
  });

  it('keeps emails beside codes, and a code lookup never answers an email', () => {
    const mailbox = new Mailbox();
    mailbox.add({ to: 'ana@x.com', kind: 'signup', code: '111111' });
    mailbox.addEmail({
      to: 'ana@x.com',
      subject: "It's a match with Ben!",
      text: 'Say hello: http://localhost:5173/messages/abc',
    });
    expect(mailbox.list()[0]).toMatchObject({ kind: 'email', subject: "It's a match with Ben!" });
    expect(mailbox.latest('ana@x.com')?.code).toBe('111111');
    expect(renderMailboxHtml(mailbox.list())).toContain('<a href="http://localhost:5173/messages/abc">');
  });

  it('survives a restart when it has a file (dev profile)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mailbox-'));
    dirs.push(dir);
    const file = join(dir, 'mailbox.json');
    new Mailbox(file).add({ to: 'ana@x.com', kind: 'signup', code: '123456' });
    expect(new Mailbox(file).latest('ana@x.com')?.code).toBe('123456');
  });
});

describe('rendering', () => {
  it('escapes addresses in the HTML page', () => {
    const html = renderMailboxHtml([{ to: '<script>@x.com', kind: 'signup', code: '1', at: '2026-01-01T00:00:00Z' }]);
    expect(html).not.toContain('<script>@');
    expect(html).toContain('&lt;script&gt;@x.com');
    expect(html).toContain('http-equiv="refresh"');
  });

  it('boxes the terminal notice with address, kind and code', () => {
    const notice = formatCodeNotice({ to: 'ana@x.com', kind: 'reset', code: '654321', at: '' });
    expect(notice).toContain('Password reset code for ana@x.com');
    expect(notice).toContain('654321');
    const widths = new Set(notice.split('\n').map((line) => [...line].length));
    expect(widths.size).toBe(1);
  });
});

describe('mailboxMiddleware', () => {
  const call = (url: string, method = 'GET') => {
    const mailbox = new Mailbox();
    mailbox.add({ to: 'ana@x.com', kind: 'signup', code: '123456' });
    let status = 0;
    let body = '';
    let passed = false;
    const headers: Record<string, string> = {};
    const res = {
      set statusCode(value: number) {
        status = value;
      },
      setHeader: (name: string, value: string) => {
        headers[name] = value;
      },
      end: (text: string) => {
        body = text;
      },
    };
    mailboxMiddleware(mailbox)({ url, method } as never, res as never, () => {
      passed = true;
    });
    return { status, body, headers, passed };
  };

  it('serves the JSON list and the page', () => {
    const json = call('/dev/mailbox.json');
    expect(json.headers['content-type']).toContain('application/json');
    expect(JSON.parse(json.body)).toMatchObject([{ to: 'ana@x.com', kind: 'signup', code: '123456' }]);
    expect(call('/dev/mailbox?x=1').headers['content-type']).toContain('text/html');
  });

  it('passes every other request on', () => {
    expect(call('/').passed).toBe(true);
    expect(call('/dev/mailbox.json', 'POST').passed).toBe(true);
  });
});
