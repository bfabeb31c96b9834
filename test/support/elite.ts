import { call } from './api';
import type { TestMember } from './members';

/** A member's submitted Elite Match form, awaiting payment: what an elite_match checkout pays for. */
export async function submittedEliteRequest(member: TestMember, form: Record<string, unknown> = {}): Promise<string> {
  const submitted = await call('submitEliteRequest', { token: member.accessToken, body: form });
  if (submitted.status !== 200) throw new Error(`elite request: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  return submitted.body.requestId as string;
}

/** The body of an elite_match checkout for a freshly submitted request. */
export async function eliteCheckoutBody(
  member: TestMember,
): Promise<{ product: 'elite_match'; eliteRequestId: string }> {
  return { product: 'elite_match', eliteRequestId: await submittedEliteRequest(member) };
}
