import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VerificationResult, VerificationState } from '#shared/schemas/verification.ts';
import { VerifiedBadge } from '#web/components/ui/verified-badge.tsx';
import { VerificationStatus } from './verification-card';
import { Result, VerifyFlow } from './verify-page';

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
const state = (overrides: Partial<VerificationState>): VerificationState => ({
  status: 'unverified',
  verifiedAt: null,
  attemptsLeft: 3,
  lastFailure: null,
  ...overrides,
});
const result = (overrides: Partial<VerificationResult>): VerificationResult => ({
  status: 'unverified',
  verifiedAt: null,
  attemptsLeft: 2,
  lastFailure: null,
  message: 'From the server.',
  ...overrides,
});

describe('VerifiedBadge', () => {
  it('is an image named "Verified" when the member is verified', () => {
    expect(html(<VerifiedBadge verified />)).toMatch(/role="img" aria-label="Verified"/);
  });
  it('shows nothing otherwise', () => {
    expect(html(<VerifiedBadge verified={false} />)).toBe('');
    expect(html(<VerifiedBadge verified={undefined} />)).toBe('');
  });
});

describe('VerificationStatus', () => {
  it('offers the camera check to an unverified member', () => {
    const markup = html(<VerificationStatus state={state({ status: 'unverified' })} />);
    expect(markup).toContain('href="/verify"');
    expect(markup).toContain('Get verified');
    expect(markup).toContain('3 attempts left today.');
  });
  it('shows the badge and no call to action once verified', () => {
    const markup = html(
      <VerificationStatus state={state({ status: 'verified', verifiedAt: '2026-11-27T03:00:00Z' })} />,
    );
    expect(markup).toContain('aria-label="Verified"');
    expect(markup).not.toContain('href="/verify"');
  });
  it('asks a lapsed member to verify again', () => {
    const markup = html(<VerificationStatus state={state({ status: 'lapsed' })} />);
    expect(markup).toContain('Verify again');
    expect(markup).toContain('href="/verify"');
  });
});

describe('the camera screen', () => {
  it('explains why it wants the camera, and what is kept, before asking for it', () => {
    const markup = html(<VerifyFlow state={state({ status: 'unverified' })} />);
    expect(markup).toContain('Why we ask for your camera');
    expect(markup).toContain('deleted as soon as they are judged');
    expect(markup).toContain('Start the camera');
    expect(markup).not.toContain('<video');
  });
  it('does not offer the camera while a person reviews the last check', () => {
    const markup = html(<VerifyFlow state={state({ status: 'review', attemptsLeft: 2 })} />);
    expect(markup).toContain('A person will look within 24 hours');
    expect(markup).not.toContain('Start the camera');
  });
});

describe('the verdict', () => {
  it('shows the badge when verified', () => {
    const markup = html(<Result result={result({ status: 'verified' })} onAgain={() => undefined} />);
    expect(markup).toContain('You are verified');
    expect(markup).toContain('aria-label="Verified"');
    expect(markup).not.toContain('Try again');
  });
  it('says a person will look when in review', () => {
    const markup = html(<Result result={result({ status: 'review' })} onAgain={() => undefined} />);
    expect(markup).toContain('A person will look within 24 hours');
  });
  it('explains a failure in plain words, with the attempts left and Try again', () => {
    const markup = html(
      <Result result={result({ lastFailure: 'liveness', attemptsLeft: 1 })} onAgain={() => undefined} />,
    );
    expect(markup).toContain('We could not confirm it was you, live.');
    expect(markup).toContain('1 attempt left today.');
    expect(markup).toContain('Try again');
  });
  it('offers no retry when no attempts are left', () => {
    const markup = html(
      <Result result={result({ lastFailure: 'no-match', attemptsLeft: 0 })} onAgain={() => undefined} />,
    );
    expect(markup).toContain('No attempts left today.');
    expect(markup).not.toContain('Try again');
  });
});
