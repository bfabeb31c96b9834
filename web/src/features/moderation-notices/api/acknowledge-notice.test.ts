import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Me } from '#shared/schemas/me.ts';
import { meQueryOptions } from '#web/lib/me.ts';
import { acknowledgedNoticeIds, acknowledgeNoticeMutation, noticeToShow } from './acknowledge-notice';

const notice = (noticeId: string) => ({ noticeId }) as Me['notices'][number];
const meWith = (...ids: string[]) => ({ notices: ids.map(notice) }) as unknown as Me;

describe('an acknowledged notice', () => {
  it('stays away when a /me requested before the acknowledgement landed lists it again', async () => {
    const queryClient = new QueryClient();
    const meKey = meQueryOptions().queryKey;
    queryClient.setQueryData(meKey, meWith('suspension-1', 'warning-2'));
    const observer = new MutationObserver(
      queryClient,
      acknowledgeNoticeMutation(queryClient, async () => ({})),
    );
    await observer.mutate('suspension-1');
    expect(queryClient.getQueryData<Me>(meKey)!.notices.map((n) => n.noticeId)).toEqual(['warning-2']);

    // The older answer arrives: it still lists the notice.
    queryClient.setQueryData(meKey, meWith('suspension-1', 'warning-2'));
    const shown = noticeToShow(queryClient.getQueryData<Me>(meKey)!.notices, acknowledgedNoticeIds(queryClient));
    expect(shown?.noticeId).toBe('warning-2');
  });

  it('comes back when the acknowledgement failed', async () => {
    const queryClient = new QueryClient();
    const observer = new MutationObserver(
      queryClient,
      acknowledgeNoticeMutation(queryClient, async () => {
        throw new Error('offline');
      }),
    );
    await observer.mutate('suspension-1').catch(() => undefined);
    expect(noticeToShow(meWith('suspension-1').notices, acknowledgedNoticeIds(queryClient))?.noticeId).toBe(
      'suspension-1',
    );
  });
});
