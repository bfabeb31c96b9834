import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageTitle } from './page-meta';

describe('page meta', () => {
  it('names the page, then the app', () => {
    expect(pageTitle('Plans & Pricing')).toBe('Plans & Pricing · Kindred');
  });

  it('builds the canonical address from the origin and the path only', () => {
    expect(canonicalUrl('https://kindred.example', '/subscription-success')).toBe(
      'https://kindred.example/subscription-success',
    );
    expect(canonicalUrl('http://localhost:5173', '/pricing')).toBe('http://localhost:5173/pricing');
  });
});
