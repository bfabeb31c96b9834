/**
 * Elite Match with consent, and the staff console (decisions 0022 and 0023),
 * with three browser contexts each. A member pays for Elite with a test card on
 * the local Stripe's hosted checkout and submits the form; the seeded
 * matchmaker proposes three candidates; one accepts and names the contact to
 * share; the member chooses them and sees only that contact; both have the new
 * match. Then a member is reported, the seeded moderator suspends them, and
 * they are told why.
 */
import { expect, test, type Page } from '@playwright/test';
import { e2eEndpoints } from '#infra/local/test-cloud.ts';
import { STAFF_ACCOUNTS } from '#infra/local/seed/staff-and-elite.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import { expectAccessible, expectAccessibleAtBothSizes, settled } from './axe';
import { closeAfterAll, card, DESKTOP, MOBILE, newMember, passUntil, shot, type Member } from './members';
import { expectToast, signIn } from './support';
import { budget } from './time-budget';

const STRIPE = e2eEndpoints.stripe;
/** No seeded member has this religion: a search by it finds the e2e candidate alone. */
const RARE_RELIGION = 'Zoroastrian';
/**
 * The member and the candidate live where the seed has a handful of members and no other spec places
 * anyone (Singapore, every spec's default, fills up as the suite runs): the search reads a page of each
 * cell in its random order and ranks within it, so in a crowded cell the best fit may be on a later page.
 */
const CAPE_TOWN = { latitude: -33.9249, longitude: 18.4241 };
const CANDIDATE_PHONE = '+65 9876 5432';

async function signInAsStaff(browser: import('@playwright/test').Browser, role: StaffRole): Promise<Page> {
  const account = STAFF_ACCOUNTS.find((entry) => entry.role === role)!;
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('link', { name: 'Staff' }).first()).toBeAttached();
  return page;
}

/** Two frames painted: a full-page capture right after a resize can catch the page before it is laid out again. */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** Both screen sizes of a page, full length. */
async function shotBoth(page: Page, name: string) {
  await painted(page);
  await shot(page, `${name}-desktop`, { fullPage: true });
  await page.setViewportSize(MOBILE);
  await painted(page);
  await shot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize(DESKTOP);
}

test.describe.serial('Elite Match, consent first', () => {
  let member: Member;
  let candidate: Member;
  let matchmaker: Page;
  /** Every script the member's browser asked for: the staff console's code must never be among them. */
  const memberScripts: string[] = [];

  closeAfterAll(() => [member, candidate, matchmaker]);

  test('a member fills the form (kept over a reload), pays $599 with 4242 and waits for curation', async ({
    browser,
  }) => {
    test.setTimeout(budget(240_000));
    candidate = await newMember(browser, 'candidate', 'Kai', 'Man', { at: CAPE_TOWN });
    await candidate.page.getByLabel('Religion').fill(RARE_RELIGION);
    await candidate.page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(candidate.page, 'Profile saved!');

    member = await newMember(browser, 'elite', 'Elena', 'Woman', { at: CAPE_TOWN });
    const { page } = member;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') memberScripts.push(request.url());
    });
    // Not Elite yet: the server answers 403, and the page says so and sends the member to the form.
    await page.goto('/elite-matches');
    await expectToast(page, 'Access Denied', 'You need an active Elite subscription to view matches.');
    await expect(page).toHaveURL(/\/elite-match$/);
    await expect(page.getByRole('heading', { name: 'Elite Match Request Form', level: 1 })).toBeVisible();
    await expect(page.getByTestId('preferredAge-value')).toHaveText('25 – 35 years');
    await expect(page.getByTestId('preferredHeight-value')).toHaveText('160 – 180 cm');
    await expect(page.getByRole('group', { name: 'Personality traits' }).getByRole('checkbox')).toHaveCount(15);
    await expect(page.getByLabel('Smoking')).toContainText('Non-smoker');
    // The age slider moves by keyboard, as a person would: the minimum up two years.
    await page.getByRole('slider', { name: 'Minimum preferred age' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('preferredAge-value')).toHaveText('27 – 35 years');
    await page.getByLabel('Religious preference').fill(RARE_RELIGION);
    await page.getByLabel('Relationship goal').selectOption('marriage');
    await page.getByLabel('I want to meet').selectOption('men');
    await page.getByLabel('Preferred contact method').selectOption('email');
    await page.getByRole('checkbox', { name: 'Creative' }).check();
    await page.getByRole('checkbox', { name: 'Romantic' }).check();
    await page.getByLabel('Dealbreakers').fill('Rudeness to waiters.');
    await page.getByRole('checkbox', { name: 'Background check required' }).check();

    // A refresh loses nothing: the draft is kept for this member in this browser.
    await page.reload();
    await expect(page.getByTestId('preferredAge-value')).toHaveText('27 – 35 years');
    await expect(page.getByLabel('Religious preference')).toHaveValue(RARE_RELIGION);
    await expect(page.getByLabel('Relationship goal')).toHaveValue('marriage');
    await expect(page.getByRole('checkbox', { name: 'Creative' })).toBeChecked();
    await expect(page.getByLabel('Dealbreakers')).toHaveValue('Rudeness to waiters.');
    await expect(page.getByRole('checkbox', { name: 'Background check required' })).toBeChecked();
    await settled(page);
    await expectAccessibleAtBothSizes(page, '/elite-match');
    await shotBoth(page, 'elite-match-form');

    // The page says the form is stored, and stays until the member continues (or the countdown ends):
    // the confirmation is read before Checkout takes the tab.
    await page.getByRole('button', { name: 'Submit & Proceed to Payment ($599)' }).click();
    const confirmation = page.getByTestId('elite-submitted');
    await expect(confirmation.getByRole('heading', { name: 'Form Submitted Successfully' })).toBeVisible();
    await expect(confirmation).toContainText(
      'Your preferences have been saved. Complete your payment to activate your Elite Match service.',
    );
    await expect(confirmation).toContainText(/Taking you to the secure checkout in \d s\./);
    await expect(page).toHaveURL(/\/elite-match$/);
    await confirmation.getByRole('button', { name: 'Continue to payment ($599)' }).click();

    await expect(page).toHaveURL(new RegExp(`^${STRIPE}/checkout/cs_`));
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Elena Payer');
    await page.getByRole('button', { name: /Pay \$599/ }).click();

    await expect(page).toHaveURL(/\/elite-matches/);
    await expect(page.getByRole('heading', { name: 'No Matches Yet' })).toBeVisible({ timeout: budget(30_000) });
    await expect(page).toHaveURL(/\/elite-matches$/);
    await expect(page.getByRole('link', { name: 'Elite Matches' })).toBeVisible();
    await shot(page, 'elite-matches-empty');
  });

  test("the matchmaker finds the candidate by the request's criteria and proposes three", async ({ browser }) => {
    test.setTimeout(budget(120_000));
    matchmaker = await signInAsStaff(browser, 'matchmaker');
    await matchmaker.goto('/staff');
    await matchmaker
      .getByRole('link', { name: /Elite requests/ })
      .first()
      .click();
    const entry = matchmaker.getByTestId('elite-queue-entry').filter({ hasText: member.fullName });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Needs candidates');
    await settled(matchmaker);
    await expectAccessibleAtBothSizes(matchmaker, "the matchmaker's queue");
    await shotBoth(matchmaker, 'staff-elite-queue');

    await entry.click();
    await expect(matchmaker.getByRole('heading', { level: 1 })).toContainText(member.fullName);
    await expect(matchmaker.getByText('Rudeness to waiters.')).toBeVisible();
    const candidates = matchmaker.getByTestId('candidate');
    // Every seeded member has another religion: the search by the request's criteria puts Kai first (best fit).
    await expect(candidates.first().getByTestId('candidate-name')).toContainText(candidate.fullName);
    await candidates
      .first()
      .getByRole('button', { name: `Propose ${candidate.fullName}` })
      .click();
    const dialog = matchmaker.getByRole('dialog', { name: `Propose ${candidate.fullName}` });
    await dialog.getByLabel(/Note for the candidate/).fill('You both value family and want to marry.');
    await dialog.getByRole('button', { name: 'Propose', exact: true }).click();
    await expectToast(matchmaker, 'Candidate proposed');
    await expect(matchmaker.getByTestId('proposal')).toHaveCount(1);
    await expect(candidates.filter({ hasText: candidate.fullName })).toHaveCount(0);

    // Relaxing every criterion opens the search to the seeded members nearby: two more.
    const relax = matchmaker.getByRole('group', { name: 'Relax these criteria' }).getByRole('checkbox');
    for (const box of await relax.all()) await box.check();
    for (let proposed = 2; proposed <= 3; proposed++) {
      const next = matchmaker.getByTestId('candidate').first();
      const id = (await next.getAttribute('data-member-id'))!;
      const name = (await next.getByTestId('candidate-name').textContent())!.split(',')[0]!;
      await next.getByRole('button', { name: /^Propose / }).click();
      await matchmaker.getByRole('dialog').getByRole('button', { name: 'Propose', exact: true }).click();
      await expect(matchmaker.getByTestId('proposal')).toHaveCount(proposed);
      await expect(matchmaker.getByTestId('proposals')).toContainText(name);
      // The search is asked again without them before the next one is picked.
      await expect(matchmaker.locator(`[data-testid="candidate"][data-member-id="${id}"]`)).toHaveCount(0);
    }
    await expect(matchmaker.getByTestId('proposal').filter({ hasText: candidate.fullName })).toContainText(
      'Waiting for an answer',
    );
    await expect(
      matchmaker
        .getByTestId('candidate')
        .first()
        .getByRole('button', { name: /^Propose / }),
    ).toBeDisabled();
    await settled(matchmaker);
    await expectAccessible(matchmaker, 'a request in the staff console');
    await shot(matchmaker, 'staff-elite-request', { fullPage: true });
  });

  test('the candidate sees only what the member agreed to show, and accepts with a phone number', async () => {
    const { page } = candidate;
    // The question arrived live: the top bar now leads to it, with the count waiting.
    await page.getByRole('link', { name: /^Introductions/ }).click();
    await expect(page).toHaveURL(/\/introductions$/);
    const intro = page.getByTestId('introduction-card');
    await expect(intro).toHaveCount(1);
    await expect(intro.getByRole('heading', { level: 2 })).toHaveText('Elena, 30');
    await expect(intro).toContainText('You both value family and want to marry.');
    // The member's full name, bio and photo were not ticked: none of them reaches the candidate.
    await expect(intro).not.toContainText(member.fullName);
    await expect(intro).not.toContainText('Coffee, long walks');
    await expect(intro.getByRole('img')).toHaveCount(0);
    await settled(page);
    await expectAccessible(page, '/introductions');
    await intro.getByRole('button', { name: 'Accept introduction' }).click();
    const dialog = page.getByRole('dialog', { name: /Accept an introduction to Elena/ });
    // My own contact is suggested, and goes nowhere until I accept: Kai's sign-in email, changeable.
    await expect(dialog.getByLabel('Email address')).toHaveValue(candidate.email);
    await dialog.getByLabel('How they may contact you').selectOption('phone');
    await dialog.getByLabel('Phone number').fill('not a phone');
    await dialog.getByRole('button', { name: 'Accept and share' }).click();
    await expect(dialog.getByText('Enter a phone number, e.g. +65 8123 4567')).toBeVisible();
    await dialog.getByLabel('Phone number').fill(CANDIDATE_PHONE);
    await dialog.getByRole('button', { name: 'Accept and share' }).click();
    await expectToast(page, 'Introduction accepted');
    await expect(intro.getByTestId('introduction-status')).toHaveText('You accepted. They have not chosen yet.');
    await expect(intro).toContainText(`Phone call: ${CANDIDATE_PHONE}`);
  });

  test('the member chooses them, sees only the contact they shared, and both have the match', async () => {
    const { page } = member;
    await page.goto('/elite-matches');
    const cards = page.getByTestId('elite-match-card');
    await expect(cards).toHaveCount(1);
    await expect(page.getByTestId('elite-contact-banner')).toHaveText(
      'Contact details stay hidden until you choose one match. Your choice is final.',
    );
    await expect(cards.first()).toContainText(candidate.fullName);
    await expect(cards.first()).not.toContainText(CANDIDATE_PHONE);
    await settled(page);
    await expectAccessibleAtBothSizes(page, '/elite-matches');
    await shotBoth(page, 'elite-matches');

    await cards
      .first()
      .getByRole('button', { name: `Choose This Match: ${candidate.fullName}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Choose ${candidate.fullName}?` });
    await confirm.getByRole('button', { name: 'Choose This Match' }).click();
    await expectToast(
      page,
      'Match Selected!',
      'You can now access their contact details. This is your final selection.',
    );
    await expect(cards.first()).toContainText('Your Selected Match');
    const contact = cards.first().getByTestId('elite-contact');
    await expect(contact).toContainText('Phone call');
    await expect(contact.getByRole('link', { name: CANDIDATE_PHONE })).toHaveAttribute('href', 'tel:+6598765432');
    // Only what they agreed to share: their sign-in email is nowhere on the page.
    await expect(page.locator('main')).not.toContainText(candidate.email);
    await expect(page.getByRole('button', { name: /Choose This Match/ })).toHaveCount(0);
    await shotBoth(page, 'elite-matches-selected');

    await page.goto('/matches');
    await expect(page.getByTestId('match-row').filter({ hasText: candidate.fullName })).toBeVisible();
    await candidate.page.goto('/matches');
    await expect(candidate.page.getByTestId('match-row').filter({ hasText: member.fullName })).toBeVisible();
    await candidate.page.goto('/introductions');
    await expect(candidate.page.getByTestId('introduction-status')).toHaveText('They chose you');

    // The staff console is a chunk of its own: nothing the member opened loaded any of it, and opening it tells them it is for staff.
    expect(memberScripts.length).toBeGreaterThan(0);
    // (The route table, shared/routes/staff.ts, is every client's list of calls; the console is web/src's staff route and feature.)
    // On the dev server each module is a file; in the build the console is its route's chunk, staff-<hash>.js.
    const consoleCode = /\/src\/(app\/routes|features)\/staff|\/assets\/staff-[\w-]{8}\.js$/;
    expect(memberScripts.filter((url) => consoleCode.test(url))).toEqual([]);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'This area is for Kindred staff' })).toBeVisible();
    // Only now does the console's code load (which shows the check above can see it).
    expect(memberScripts.some((url) => consoleCode.test(url))).toBe(true);
  });
});

test.describe.serial('moderation: a report, a suspension, and the member is told why', () => {
  let reported: Member;
  let reporter: Member;
  let moderator: Page;
  const reason = 'Sending abusive messages to other members.';

  closeAfterAll(() => [reported, reporter, moderator]);

  test('a member reports another from the deck', async ({ browser }) => {
    test.setTimeout(budget(240_000));
    reported = await newMember(browser, 'reported', 'Rex', 'Man');
    reporter = await newMember(browser, 'reporter', 'Rita', 'Woman');
    const { page } = reporter;
    await page.goto('/discover');
    await passUntil(page, reported.fullName);
    await card(page)
      .getByRole('button', { name: /^More actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${reported.fullName}` });
    await dialog.getByRole('radio', { name: 'Harassment or hate' }).check();
    await dialog.getByLabel('Anything else we should know? (optional)').fill('He sent me abusive messages.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(page, 'Report sent');
  });

  test('the moderator works the queue and suspends the member for 7 days with a reason', async ({ browser }) => {
    test.setTimeout(budget(120_000));
    moderator = await signInAsStaff(browser, 'moderator');
    await moderator.goto('/staff/reports');
    const entry = moderator.getByTestId('report-entry').filter({ hasText: reported.fullName });
    await expect(entry).toContainText('Harassment or hate');
    await expect(entry).toContainText('He sent me abusive messages.');
    await settled(moderator);
    await expectAccessibleAtBothSizes(moderator, 'the reports queue');
    await shotBoth(moderator, 'staff-reports-queue');
    await moderator.getByRole('radio', { name: 'Most reported' }).click();
    await expect(moderator.getByTestId('report-entry').first()).toBeVisible();
    await moderator.getByRole('radio', { name: 'Newest first' }).click();

    await moderator.getByTestId('report-entry').filter({ hasText: reported.fullName }).click();
    await expect(moderator.getByRole('heading', { level: 1 })).toContainText(reported.fullName);
    const report = moderator.getByTestId('open-report');
    await expect(report).toHaveCount(1);
    await expect(report).toContainText('He sent me abusive messages.');
    // Nobody learns who reported: the reporter's name is not on the case.
    await expect(moderator.locator('main')).not.toContainText(reporter.fullName);
    await settled(moderator);
    await expectAccessible(moderator, "a member's case");

    await moderator.getByRole('button', { name: 'Suspend' }).click();
    const dialog = moderator.getByRole('dialog', { name: new RegExp(`^Suspend: ${reported.fullName}`) });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByText('Give a reason (at least 5 characters)')).toBeVisible();
    await dialog.getByLabel('Days').fill('7');
    await dialog.getByLabel(/^Reason/).fill(reason);
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expectToast(moderator, 'Done', 'Suspend: recorded in the audit log.');
    await expect(moderator.getByText(/^Suspended until /)).toBeVisible();
    await expect(moderator.getByText('No open reports.')).toBeVisible();
    await shot(moderator, 'staff-member-case', { fullPage: true });

    await moderator.getByRole('link', { name: 'Audit log' }).click();
    const row = moderator.getByTestId('audit-log').getByRole('listitem').first();
    await expect(row).toContainText('Suspend (7 days)');
    await expect(row).toContainText(reason);
  });

  test('the suspended member is signed out, and told why when they sign in again', async () => {
    const { page } = reported;
    // A suspension ends the member's sessions: the open page's next request is refused (session_ended) and the
    // app signs out; the notice waits for the next sign-in.
    await page.reload();
    await expect(page).toHaveURL(/\/auth/);
    await signIn(page, reported.email, 'discover-pass-1');
    const notice = page.getByRole('dialog', { name: 'Your account is suspended' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(reason);
    await expectAccessible(page, 'the suspension notice');
    await shot(page, 'suspension-notice', { keepToasts: true });
    // Read before it goes: it stays over a reload until acknowledged.
    await page.reload();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'I understand' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByTestId('suspension-banner')).toContainText(reason);
    await page.setViewportSize(MOBILE);
    await shot(page, 'suspension-banner-phone');
    await page.reload();
    await expect(page.getByTestId('suspension-banner')).toContainText(reason);
    await expect(notice).toBeHidden();
  });
});
