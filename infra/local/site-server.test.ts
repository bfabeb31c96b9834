import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localhostCertificate, type LocalhostCertificate } from '#bench/localhost-certificate.ts';
import { startSiteServer } from './site-server';

/** One GET over HTTP/2, trusting only the bench's certificate. */
function get(
  origin: string,
  path: string,
  cert: string,
): Promise<{ alpn: string | undefined; status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca: cert });
    session.on('error', reject);
    const request = session.request({ ':path': path, 'accept-encoding': 'identity' });
    let body = '';
    let head: Record<string, unknown> = {};
    request.setEncoding('utf8');
    request.on('response', (headers) => (head = headers));
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      resolve({ alpn: session.alpnProtocol, status: Number(head[':status']), headers: head, body });
      session.close();
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the bench web server over TLS', () => {
  let root: string;
  let certificate: LocalhostCertificate;
  let server: Awaited<ReturnType<typeof startSiteServer>>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'kindred-bench-web-server-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Kindred</title>');
    writeFileSync(join(root, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(root, 'assets', 'app-abc123.js'), 'export const ok = true;\n');
    certificate = await localhostCertificate();
    server = await startSiteServer({ root, port: 0, tls: certificate });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('speaks HTTP/2 over HTTPS with a certificate for localhost, and pins it for Chromium', async () => {
    expect(server.origin).toMatch(/^https:\/\/localhost:\d+$/);
    const page = await get(server.origin, '/', certificate.cert);
    expect(page.alpn).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Kindred</title>');
    expect(page.headers['content-security-policy']).toBeTruthy();
    expect(certificate.chromeFlag).toMatch(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/);
  });

  it('keeps the distribution’s caching: hashed assets immutable, a missing file the 404 page', async () => {
    const asset = await get(server.origin, '/assets/app-abc123.js', certificate.cert);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get(server.origin, '/assets/gone.js', certificate.cert);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Not found');
  });

  it('answers a malformed escape in a path with the 404 page, and keeps serving', async () => {
    const malformed = await get(server.origin, '/assets/%E0%A4%A.js', certificate.cert);
    expect(malformed.status).toBe(404);
    expect(malformed.body).toContain('Not found');
    expect((await get(server.origin, '/', certificate.cert)).status).toBe(200);
  });
});
