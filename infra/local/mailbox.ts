/**
 * The local cloud's "email": every confirmation or reset code cognito-local
 * sends, and every email the handlers send through SES (ses-local.ts), lands
 * here, newest first. It is printed in the terminal, kept (in dev) in
 * .local/mailbox.json across restarts, and served as JSON and as a page.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CodeKind } from './cognito-code-parser';

export type CodeEntry = {
  to: string;
  kind: CodeKind;
  code: string;
  /** ISO time the code was sent. */
  at: string;
};

/** An email a handler sent through SES (the away emails). */
export type EmailEntry = { to: string; kind: 'email'; subject: string; text: string; at: string };

export type MailboxEntry = CodeEntry | EmailEntry;

/** Enough for any session; older codes are expired in Cognito anyway. */
const MAX_ENTRIES = 200;

export class Mailbox {
  private entries: MailboxEntry[] = [];

  constructor(private readonly file?: string) {
    if (!file) return;
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (Array.isArray(stored)) this.entries = stored as MailboxEntry[];
    } catch {
      // First start: nothing stored yet.
    }
  }

  add(entry: Omit<CodeEntry, 'at'> & { at?: string }): CodeEntry {
    const stored: CodeEntry = {
      to: entry.to,
      kind: entry.kind,
      code: entry.code,
      at: entry.at ?? new Date().toISOString(),
    };
    this.store(stored);
    return stored;
  }

  addEmail(entry: Omit<EmailEntry, 'at' | 'kind'>): EmailEntry {
    const stored: EmailEntry = { ...entry, kind: 'email', at: new Date().toISOString() };
    this.store(stored);
    return stored;
  }

  private store(entry: MailboxEntry): void {
    this.entries = [entry, ...this.entries].slice(0, MAX_ENTRIES);
    if (this.file) writeFileSync(this.file, JSON.stringify(this.entries, null, 2));
  }

  /** Newest first. */
  list(): MailboxEntry[] {
    return [...this.entries];
  }

  latest(to: string, kind?: CodeKind): CodeEntry | undefined {
    const email = to.toLowerCase();
    return this.entries.find(
      (entry): entry is CodeEntry =>
        entry.kind !== 'email' && entry.to.toLowerCase() === email && (!kind || entry.kind === kind),
    );
  }
}

const KIND_LABEL: Record<CodeKind, string> = {
  signup: 'Sign-up confirmation code',
  reset: 'Password reset code',
  verify: 'Email verification code',
};

/** A boxed terminal notice, so a code stands out among the logs. */
export function formatCodeNotice(entry: MailboxEntry): string {
  const lines =
    entry.kind === 'email'
      ? [`✉  Email to ${entry.to}`, `   ${entry.subject}`, '   (read it at /dev/mailbox)']
      : [`✉  ${KIND_LABEL[entry.kind]} for ${entry.to}`, `   Code: ${entry.code}`, '   (also at /dev/mailbox)'];
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  return [
    `┏${'━'.repeat(width)}┓`,
    ...lines.map((line) => `┃ ${line.padEnd(width - 1)}┃`),
    `┗${'━'.repeat(width)}┛`,
  ].join('\n');
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderMailboxHtml(entries: MailboxEntry[]): string {
  // Links in an email's text become links here, so an unsubscribe link can be followed from the page.
  const linked = (text: string) =>
    escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(new Date(e.at).toLocaleString('en-GB'))}</td><td>${escapeHtml(e.to)}</td>` +
        (e.kind === 'email'
          ? `<td>${escapeHtml(e.subject)}</td><td class="mail">${linked(e.text)}</td></tr>`
          : `<td>${escapeHtml(KIND_LABEL[e.kind] ?? e.kind)}</td><td class="code">${escapeHtml(e.code)}</td></tr>`),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2937}
table{border-collapse:collapse;width:100%;max-width:60rem}
th,td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid #e5e7eb}
.code{font:600 1.25rem ui-monospace,monospace;letter-spacing:.15em}
.mail{white-space:pre-wrap;overflow-wrap:anywhere;font-size:.875rem}
p{color:#6b7280}
</style></head><body>
<h1>Local mailbox</h1>
<p>Codes the local Cognito would have emailed, and the emails the app sent through SES, newest first. This page refreshes every 3 seconds and exists only in the local cloud.</p>
${entries.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>What</th><th>Code or text</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : '<p><strong>No codes yet.</strong> Sign up or reset a password and the code appears here.</p>'}
</body></html>`;
}

/**
 * Connect-style middleware for GET /dev/mailbox(.json). Mounted on the Vite
 * dev server (only in the local cloud) and on the Cognito shim (for tests
 * that run without the web app).
 */
export function mailboxMiddleware(mailbox: Mailbox) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || (path !== '/dev/mailbox.json' && path !== '/dev/mailbox')) return next();
    const json = path.endsWith('.json');
    res.statusCode = 200;
    res.setHeader('content-type', json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(json ? JSON.stringify(mailbox.list()) : renderMailboxHtml(mailbox.list()));
  };
}
