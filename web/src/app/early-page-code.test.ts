import { describe, expect, it } from 'vitest';
import { EARLY_PAGES } from '../lib/early-member-request';
import { EARLY_PAGE_CODE } from './early-page-code';
import { appRoutes } from './router';

describe('EARLY_PAGE_CODE', () => {
  it('names the code of every early page, and of early pages only', () => {
    expect(Object.keys(EARLY_PAGE_CODE).sort()).toEqual(Object.keys(EARLY_PAGES).sort());
  });

  it.each(Object.entries(EARLY_PAGE_CODE))('%s loads the code the router renders there', async (path, load) => {
    const route = appRoutes[0]!.children![0]!.children!.find((child) => child.path === path);
    expect(typeof route?.lazy).toBe('function');
    const { Component } = (await (route!.lazy as () => Promise<{ Component: unknown }>)()) as { Component: unknown };
    const loaded = (await load()) as Record<string, unknown>;
    expect(Object.values(loaded)).toContain(Component);
  });
});
