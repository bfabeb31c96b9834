/**
 * What the table stream does for moderation and visibility (decision 0023):
 * tells a member about a moderator's action the moment it is written, closes
 * a banned member's sockets, and mirrors an Elite entitlement onto the
 * profile so every list can hide Elite members from non-Elite viewers.
 */
import { ApiGatewayManagementApiClient, DeleteConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { subscriptionFrom } from '../../../shared/tiers';
import { deleteConnection, listConnectionsOfMember } from '../../db/connections';
import type { NoticeRecord } from '../../db/moderation';
import { getEntitlements } from '../../db/entitlements';
import { setEliteUntil } from '../../db/profiles';
import { requireEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { pushToMembers } from '../../realtime/push';
import { presentNotice } from './notices';

/** Tells the member what was done and why, live; a ban's sockets close right after its notice went out. */
export async function announceNotice(notice: NoticeRecord): Promise<void> {
  await pushToMembers([notice.memberId], { type: 'moderation', notice: presentNotice(notice) });
  if (notice.kind === 'ban') await closeSocketsOf(notice.memberId);
}

let client: ApiGatewayManagementApiClient | undefined;
const management = () => (client ??= new ApiGatewayManagementApiClient({ endpoint: requireEnv('WS_CALLBACK_URL') }));

/**
 * A ban: every open socket of the member is closed by API Gateway (its
 * @connections DELETE) after the ban notice was pushed, and the connection
 * records go. $connect refuses them from now on.
 */
export async function closeSocketsOf(memberId: string): Promise<number> {
  const connections = await listConnectionsOfMember(memberId);
  await Promise.all(connections.map(async (connection) => {
    try {
      await management().send(new DeleteConnectionCommand({ ConnectionId: connection.connectionId }));
    } catch (error) {
      if ((error as Error).name !== 'GoneException') logger.warn('Closing a banned member\'s socket failed', { error: error as Error });
    }
    await deleteConnection(connection);
  }));
  return connections.length;
}

/** The profile's `eliteUntil` follows the entitlement: set while Elite is active, removed otherwise. */
export async function mirrorEliteVisibility(memberId: string, now = new Date()): Promise<void> {
  const entitlements = await getEntitlements(memberId);
  const isElite = subscriptionFrom(entitlements, now).tier === 'elite';
  await setEliteUntil(memberId, isElite && entitlements.elite ? entitlements.elite.expiresAt : null);
}
