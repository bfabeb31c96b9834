/**
 * Browser-based POST uploads checked as S3 checks them
 * (docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html):
 * the policy's signature by the local key, its expiration, every condition
 * (exact match, starts-with, content-length-range, the bucket), and every
 * form field covered by a condition. s3rver checks none of it, so without
 * this a member could rewrite the `key` field of their own ticket and
 * overwrite another member's object.
 */
import { z } from 'zod';
import { parseAmzDate, signPolicy } from './sigv4-verify';

export type PostForm = {
  /** Text fields, names as sent (S3 matches them case-insensitively). */
  fields: ReadonlyArray<readonly [string, string]>;
  /** Size of the file part in bytes, undefined when there is none. */
  fileBytes: number | undefined;
};

export type PolicyVerdict = { ok: true } | { ok: false; status: number; code: string; message: string };

const ConditionSchema = z.union([
  z.record(z.string(), z.string()).refine((value) => Object.keys(value).length === 1, 'one field per condition object'),
  z.tuple([z.enum(['eq', 'starts-with']), z.string().startsWith('$'), z.string()]),
  z.tuple([z.literal('content-length-range'), z.number().int().nonnegative(), z.number().int().nonnegative()]),
]);
const PolicySchema = z.object({ expiration: z.iso.datetime(), conditions: z.array(ConditionSchema) });

/** Fields S3 never asks a condition for. */
const EXEMPT_FIELDS = new Set(['x-amz-signature', 'file', 'policy']);

const refuse = (code: string, message: string, status = 403): PolicyVerdict => ({ ok: false, status, code, message });

export async function verifyPostPolicy(form: PostForm, bucket: string, now = new Date()): Promise<PolicyVerdict> {
  const values = new Map<string, string>();
  for (const [name, value] of form.fields) {
    const lower = name.toLowerCase();
    if (values.has(lower)) return refuse('InvalidArgument', `Field ${name} appears more than once.`, 400);
    values.set(lower, value);
  }
  if (form.fileBytes === undefined)
    return refuse('InvalidArgument', 'POST requires exactly one file upload per request.', 400);
  const policyBase64 = values.get('policy');
  const signature = values.get('x-amz-signature');
  const credential = values.get('x-amz-credential');
  const signingDate = parseAmzDate(values.get('x-amz-date'));
  if (
    !policyBase64 ||
    !signature ||
    !credential ||
    !signingDate ||
    values.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256'
  ) {
    return refuse('AccessDenied', 'Anonymous or unsigned POST uploads are not allowed.');
  }
  const expected = await signPolicy(policyBase64, credential, signingDate);
  if (expected === undefined)
    return refuse('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (expected !== signature)
    return refuse(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );

  let policy: z.infer<typeof PolicySchema>;
  try {
    policy = PolicySchema.parse(JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')));
  } catch {
    return refuse('InvalidPolicyDocument', 'Invalid Policy: the policy is not valid JSON of the expected form.', 400);
  }
  if (new Date(policy.expiration).getTime() < now.getTime())
    return refuse('AccessDenied', 'Invalid according to Policy: Policy expired.');

  const covered = new Set<string>();
  const actual = (field: string) => (field === 'bucket' ? bucket : values.get(field));
  for (const condition of policy.conditions) {
    if (!Array.isArray(condition)) {
      const [[name, value]] = Object.entries(condition) as [[string, string]];
      const field = name.toLowerCase();
      covered.add(field);
      if (actual(field) !== value)
        return refuse(
          'AccessDenied',
          `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${value}"]`,
        );
      continue;
    }
    if (condition[0] === 'content-length-range') {
      const [, min, max] = condition;
      if (form.fileBytes < min)
        return refuse('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', 400);
      if (form.fileBytes > max)
        return refuse('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', 400);
      continue;
    }
    const [operator, reference, expectedValue] = condition;
    const field = reference.slice(1).toLowerCase();
    covered.add(field);
    const value = actual(field) ?? '';
    const holds = operator === 'eq' ? value === expectedValue : value.startsWith(expectedValue);
    if (!holds)
      return refuse(
        'AccessDenied',
        `Invalid according to Policy: Policy Condition failed: ["${operator}", "${reference}", "${expectedValue}"]`,
      );
  }
  for (const field of values.keys()) {
    if (EXEMPT_FIELDS.has(field) || field.startsWith('x-ignore-') || covered.has(field)) continue;
    return refuse('AccessDenied', `Invalid according to Policy: Extra input fields: ${field}`);
  }
  if (!covered.has('key'))
    return refuse('AccessDenied', 'Invalid according to Policy: the policy does not bind the key.');
  return { ok: true };
}
