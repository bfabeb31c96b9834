/**
 * RFC 8291 decryption (aes128gcm, RFC 8188) with node:crypto only: what a
 * browser does with a push it received. Free of the test runners, so the
 * integration tests and the e2e specs share it.
 */
import { createDecipheriv, hkdfSync, type ECDH } from 'node:crypto';

/**
 * RFC 8291 §3.4 and RFC 8188 §2: the body is salt (16) ‖ record size (4) ‖
 * key id length (1) ‖ the sender's ephemeral public key ‖ one record,
 * AES-128-GCM with its 16-byte tag, whose plaintext ends in the 0x02
 * delimiter and optional zero padding.
 */
export function decryptPush(body: Buffer, subscription: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverKey = subscription.ecdh.getPublicKey();
  const sharedSecret = subscription.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('Not the last record: no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}
