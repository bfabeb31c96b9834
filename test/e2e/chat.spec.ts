import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { closeAfterAll, card, MOBILE, DESKTOP, newMember, passUntil, shot, type Member } from './members';
import { expectRealtimeOpen, expectToast } from './support';
import { budget } from './time-budget';

const composer = (page: Page) => page.getByLabel('Message', { exact: true });
const contents = (page: Page) => page.getByTestId('message-content');
const badge = (page: Page) => page.getByTestId('notification-badge');

/** Types and sends with Enter, as a person would. */
async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
}

test.describe.serial('two members chat', () => {
  let dana: Member;
  let evan: Member;
  let conversationUrl = '';

  closeAfterAll(() => [dana, evan]);

  test('they match; the other one hears of it at once', async ({ browser }) => {
    test.setTimeout(budget(300_000));
    dana = await newMember(browser, 'dana', 'Dana', 'Woman');
    evan = await newMember(browser, 'evan', 'Evan', 'Man');

    await dana.page.goto('/discover');
    await passUntil(dana.page, evan.fullName);
    await dana.page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(card(dana.page).filter({ hasText: evan.fullName })).toHaveCount(0);

    await evan.page.goto('/discover');
    await passUntil(evan.page, dana.fullName);
    await evan.page.getByRole('button', { name: 'Like', exact: true }).click();
    await expectToast(evan.page, "It's a Match!");
    // Dana made no swipe: her toast comes from the server's `match` frame, with a way to the chat.
    const toast = dana.page.locator('[data-sonner-toast]').filter({ hasText: "It's a Match!" });
    await expect(toast).toHaveCount(1);
    // The swiper gets one toast, not one from the swipe and another from the push.
    await expect(evan.page.locator('[data-sonner-toast]').filter({ hasText: "It's a Match!" })).toHaveCount(1);
    await toast.getByRole('button', { name: 'Message' }).click();
    await expect(dana.page).toHaveURL(/\/messages\/[0-9a-f]{32}$/);
    conversationUrl = new URL(dana.page.url()).pathname;
  });

  test('typing, sending, reading and replying happen live on both sides', async () => {
    test.setTimeout(budget(180_000));
    const { page } = dana;
    await expect(page.getByTestId('conversation-name')).toHaveText(evan.fullName);
    await expect(page.getByTestId('conversation-empty')).toBeVisible();
    await shot(page, 'chat-empty');

    await test.step('Evan opens the conversation from /messages', async () => {
      await evan.page.goto('/messages');
      const row = evan.page.getByTestId('conversation-row').filter({ hasText: dana.fullName });
      await expect(row.getByTestId('conversation-preview')).toHaveText('Say hello!');
      await row.click();
      await expect(evan.page).toHaveURL(conversationUrl);
      await expect(evan.page.getByTestId('conversation-name')).toHaveText(dana.fullName);
    });

    await test.step('a blank message cannot be sent', async () => {
      await composer(page).fill('   \n  ');
      await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
      await composer(page).press('Enter');
      await expect(page.getByTestId('pending-message')).toHaveCount(0);
      await expect(contents(page)).toHaveCount(0);
    });

    await test.step('Dana types: Evan sees that she is typing', async () => {
      await composer(page).fill('');
      await composer(page).pressSequentially('Hi Evan! ', { delay: 20 });
      await expect(evan.page.getByTestId('typing-indicator')).toHaveText(`${dana.fullName} is typing…`);
      await expect(evan.page.getByTestId('conversation-status')).toHaveText('typing…');
      await shot(evan.page, 'chat-typing');
    });

    await test.step('Enter sends: Evan sees it without a reload, Dana sees it once', async () => {
      await composer(page).pressSequentially('How is your week going?');
      await composer(page).press('Enter');
      await expect(composer(page)).toHaveValue('');
      await expect(evan.page.getByTestId('message-content')).toHaveText(['Hi Evan! How is your week going?']);
      // Her message arrives as the acknowledgement; the pending bubble goes in the same step.
      await expect(contents(page)).toHaveText(['Hi Evan! How is your week going?']);
      await expect(page.getByTestId('pending-message')).toHaveCount(0);
      // The indicator goes when her message lands.
      await expect(evan.page.getByTestId('typing-indicator')).toHaveCount(0);
    });

    await test.step('Evan has it on screen: Dana sees "Seen"', async () => {
      const mine = page.getByTestId('message').filter({ hasText: 'How is your week going?' });
      await expect(mine).toHaveAttribute('data-from', 'me');
      await expect(page.getByTestId('seen-receipt')).toBeVisible();
    });

    await test.step('Evan answers on two lines (Shift+Enter): Dana sees both lines', async () => {
      const box = composer(evan.page);
      const oneLine = (await box.boundingBox())!.height;
      await box.pressSequentially('Great, thanks!');
      await box.press('Shift+Enter');
      await box.pressSequentially('Hiked on Sunday.');
      await expect(box).toHaveValue('Great, thanks!\nHiked on Sunday.');
      // The box grows with the draft, so both lines stay in view.
      await expect.poll(async () => (await box.boundingBox())!.height).toBeGreaterThan(oneLine + 10);
      await shot(evan.page, 'chat-composer-two-lines');
      await box.press('Enter');
      await expect.poll(async () => (await box.boundingBox())!.height).toBe(oneLine);
      await expect(contents(page)).toHaveText(['Hi Evan! How is your week going?', 'Great, thanks!\nHiked on Sunday.']);
      await expect(evan.page.getByTestId('message-content')).toHaveCount(2);
    });

    await test.step('after a reload the whole history is there, in order', async () => {
      await send(page, 'Nice! Where did you go?');
      await expect(contents(evan.page)).toHaveCount(3);
      await page.reload();
      await expect(contents(page)).toHaveText([
        'Hi Evan! How is your week going?',
        'Great, thanks!\nHiked on Sunday.',
        'Nice! Where did you go?',
      ]);
      await expect(page.getByTestId('message').nth(1)).toHaveAttribute('data-from', 'them');
      await shot(page, 'chat-desktop');
    });
  });

  test('relationship insights unlock after more than 5 messages', async () => {
    test.setTimeout(budget(120_000));
    const { page } = dana;
    await page.getByRole('button', { name: 'Insights & Coach' }).click();
    const panel = page.getByTestId('insights-panel');
    await expect(panel.getByTestId('insights-locked')).toContainText('Send at least 5 messages');
    await expect(panel.getByTestId('insights-locked')).toContainText('3 messages so far.');
    await shot(page, 'chat-insights-locked');

    await send(evan.page, 'MacRitchie, the treetop walk.');
    await send(page, 'I love that one!');
    await send(evan.page, 'Want to go together sometime?');
    await expect(contents(page)).toHaveCount(6);
    // Refreshed by itself after the new messages.
    await expect(panel.getByTestId('insights')).toBeVisible({ timeout: budget(20_000) });
    await expect(panel.getByTestId('message-split')).toHaveText(`6 in total: you 3, ${evan.fullName} 3`);
    await expect(panel.getByTestId('score-balance')).toHaveAttribute('data-level', 'green');
    await expect(panel.getByTestId('score-balance')).toContainText('100%');
    await expect(panel.getByTestId('interaction-frequency')).toHaveText('Low');
    await expect(panel.getByTestId('conversation-score')).toHaveText(/^\d+%$/);
    await shot(page, 'chat-insights');
    await page.getByRole('button', { name: 'Close insights' }).click();
    await expect(panel).toHaveCount(0);
  });

  test('away from the chat: a toast, the badge, and the badge clears once read', async () => {
    test.setTimeout(budget(120_000));
    const { page } = dana;
    await page.goto('/discover');
    await expectRealtimeOpen(page);
    // The bell holds the match from the first test: read it, so the count below is this message's.
    await page.getByTestId('notification-bell').click();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.keyboard.press('Escape');
    await expect(badge(page)).toHaveCount(0);

    await send(evan.page, 'Saturday morning?');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: `New message from ${evan.fullName}` });
    await expect(toast).toContainText('Saturday morning?');
    await expect(badge(page)).toHaveText('1');
    await shot(page, 'chat-new-message-toast', { keepToasts: true });

    await page.goto('/messages');
    const row = page.getByTestId('conversation-row').filter({ hasText: evan.fullName });
    await expect(row.getByTestId('conversation-preview')).toHaveText('Saturday morning?');
    await expect(row.getByTestId('conversation-unread')).toHaveText('1');
    await shot(page, 'messages-list');

    await row.click();
    await expect(contents(page).last()).toHaveText('Saturday morning?');
    await expect(badge(page)).toHaveCount(0);
    await send(page, 'Saturday works!');
    await page.goto('/messages');
    await expect(row.getByTestId('conversation-preview')).toHaveText('You: Saturday works!');
    await expect(row.getByTestId('conversation-unread')).toHaveCount(0);
  });

  test('with read receipts off, neither side sees "Seen"', async () => {
    test.setTimeout(budget(120_000));
    await evan.page.goto('/profile/dashboard');
    const receipts = evan.page.getByRole('switch', { name: 'Read receipts' });
    await expect(receipts).toHaveAttribute('aria-checked', 'true');
    await receipts.click();
    await expectToast(evan.page, 'Settings saved');
    await expect(receipts).toHaveAttribute('aria-checked', 'false');
    await evan.page.reload();
    await expect(evan.page.getByRole('switch', { name: 'Read receipts' })).toHaveAttribute('aria-checked', 'false');
    await evan.page.getByRole('region', { name: 'Chat privacy' }).scrollIntoViewIfNeeded();
    await shot(evan.page, 'dashboard-chat-privacy');

    await dana.page.goto(conversationUrl);
    await evan.page.goto(conversationUrl);
    await expectRealtimeOpen(evan.page);
    await send(dana.page, 'See you then!');
    await expect(contents(evan.page).last()).toHaveText('See you then!');
    await dana.page.reload();
    await expect(contents(dana.page).last()).toHaveText('See you then!');
    await expect(dana.page.getByTestId('seen-receipt')).toHaveCount(0);
  });

  test('on a phone the chat fills the screen', async () => {
    const { page } = evan;
    await page.setViewportSize(MOBILE);
    await page.goto(conversationUrl);
    await expect(contents(page).last()).toHaveText('See you then!');
    await shot(page, 'chat-mobile');
    await page.getByRole('button', { name: 'Insights & Coach' }).click();
    await expect(page.getByTestId('insights')).toBeVisible();
    await shot(page, 'chat-insights-mobile');
    await page.setViewportSize(DESKTOP);
  });

  test('lost and refused frames: resent, retried and caught up, never shown twice', async () => {
    test.setTimeout(budget(120_000));
    const { page, context } = dana;
    // Between Dana's page and the real socket: drop, refuse or mute frames on purpose.
    const tamper = { dropNextSend: false, refuse: '', mute: false, socket: null as WebSocketRoute | null };
    await context.routeWebSocket(
      (url) => url.searchParams.has('token'),
      (ws) => {
        tamper.socket = ws;
        const server = ws.connectToServer();
        ws.onMessage((raw) => {
          const frame = JSON.parse(String(raw)) as { action: string; content?: string; clientId?: string };
          if (frame.action === 'sendMessage' && tamper.dropNextSend) {
            tamper.dropNextSend = false;
            return;
          }
          if (frame.action === 'sendMessage' && frame.content === tamper.refuse) {
            ws.send(
              JSON.stringify({
                type: 'error',
                code: 'validation_failed',
                message: 'Simulated refusal',
                action: 'sendMessage',
                ref: frame.clientId,
              }),
            );
            return;
          }
          server.send(raw);
        });
        server.onMessage((raw) => {
          if (!tamper.mute) ws.send(raw);
        });
      },
    );
    await page.goto(conversationUrl);
    await evan.page.goto(conversationUrl);
    await expectRealtimeOpen(page);
    await expectRealtimeOpen(evan.page);
    const before = await contents(page).count();

    await test.step('a send whose frame is lost goes again after 10 s, and shows once', async () => {
      tamper.dropNextSend = true;
      await send(page, 'Did this arrive?');
      await expect(page.getByTestId('pending-message')).toContainText('Did this arrive?');
      await expect(page.getByText('Sending…')).toBeVisible();
      await expect(contents(evan.page).last()).toHaveText('Did this arrive?', { timeout: budget(20_000) });
      await expect(page.getByTestId('pending-message')).toHaveCount(0);
      await expect(contents(page).filter({ hasText: 'Did this arrive?' })).toHaveCount(1);
    });

    await test.step('a refused send says why and can be retried with the same id', async () => {
      tamper.refuse = 'Second try';
      await send(page, 'Second try');
      await expectToast(page, 'Error sending message', 'Simulated refusal');
      const failed = page.getByTestId('pending-message');
      await expect(failed).toHaveAttribute('data-status', 'failed');
      await expect(page.getByText('Not delivered')).toBeVisible();
      await shot(page, 'chat-send-failed', { keepToasts: true });
      tamper.refuse = '';
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(failed).toHaveCount(0);
      await expect(contents(page).filter({ hasText: 'Second try' })).toHaveCount(1);
      await expect(contents(evan.page).last()).toHaveText('Second try');
    });

    await test.step('what was pushed while the socket was down comes back after the reconnect', async () => {
      tamper.mute = true;
      await send(evan.page, 'Sent while you were offline');
      await expect(contents(evan.page).last()).toHaveText('Sent while you were offline');
      await expect(contents(page).filter({ hasText: 'Sent while you were offline' })).toHaveCount(0);
      tamper.mute = false;
      await tamper.socket!.close({ code: 4000, reason: 'Dropped by the test' });
      await expect(contents(page).last()).toHaveText('Sent while you were offline', { timeout: budget(20_000) });
      await expect(contents(page)).toHaveCount(before + 3);
      const ids = await page
        .getByTestId('message')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-message-id')!));
      expect(ids).toEqual([...ids].sort());
      expect(new Set(ids).size).toBe(ids.length);
    });
    await context.unrouteAll();
  });

  test('unmatching from the chat ends it for both', async () => {
    await evan.page.goto(conversationUrl);
    await dana.page.goto(conversationUrl);
    await evan.page.getByRole('button', { name: `More actions for ${dana.fullName}` }).click();
    await expect(evan.page.getByRole('menuitem')).toHaveText(['Unmatch', 'Block', 'Report']);
    await evan.page.getByRole('menuitem', { name: 'Unmatch' }).click();
    await evan.page
      .getByRole('dialog', { name: `Unmatch ${dana.fullName}?` })
      .getByRole('button', { name: 'Unmatch', exact: true })
      .click();
    await expectToast(evan.page, 'Unmatched');
    await expect(evan.page).toHaveURL(/\/matches$/);

    // Dana had it open: the server tells her socket, and her chat closes itself.
    await expectToast(dana.page, 'Conversation ended', 'This match has ended');
    await expect(dana.page).toHaveURL(/\/matches$/);
    await expect(dana.page.getByText(evan.fullName)).toHaveCount(0);
    await dana.page.goto(conversationUrl);
    await expectToast(dana.page, 'Error loading conversation');
    await expect(dana.page).toHaveURL(/\/matches$/);
  });

  test('a conversation that is not yours sends you back to /matches', async () => {
    const { page } = dana;
    await page.goto(`/messages/${'0'.repeat(32)}`);
    await expectToast(page, 'Error loading conversation');
    await expect(page).toHaveURL(/\/matches$/);
  });
});
