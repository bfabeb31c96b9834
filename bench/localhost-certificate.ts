/**
 * A throwaway certificate for https://localhost, made when bench:web starts,
 * and the Chromium flag that trusts it (by its key's SHA-256 pin) and nothing
 * else: the browser then treats the site as it treats a real one with a valid
 * certificate, so it speaks HTTP/2 and Lighthouse sees a secure page.
 */
import { createHash, createPublicKey } from 'node:crypto';
import { generate } from 'selfsigned';

export type LocalhostCertificate = { key: string; cert: string; chromeFlag: string };

export async function localhostCertificate(): Promise<LocalhostCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 2 * 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  const pin = createHash('sha256').update(spki).digest('base64');
  return { key: pems.private, cert: pems.cert, chromeFlag: `--ignore-certificate-errors-spki-list=${pin}` };
}
