import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '#shared/site-pages.ts';
import { renderPage } from './entry-prerender';

/**
 * A prerendered page is on screen, and can be typed into, before React has
 * attached a handler. A form there once took an email that hydration then
 * wiped, and a click that did nothing (the built /auth, typed into at once).
 * So every form a public page prerenders must arrive inert: its controls in a
 * disabled fieldset, which the browser will not edit or submit, until the
 * page is hydrated (lib/use-hydrated.ts).
 */
describe('prerendered public pages', () => {
  it.each(PUBLIC_PAGES.map((page) => [page.path]))(
    '%s prerenders no form that takes input before it is hydrated',
    async (path) => {
      const { body } = await renderPage(`https://kindred.test${path}`);
      const forms = body.match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? [];
      for (const form of forms) {
        const inner = form.replace(/^<form\b[^>]*>/, '').replace(/<\/form>$/, '');
        expect(inner, `a form on ${path} must sit whole in <fieldset disabled> until hydrated`).toMatch(
          /^<fieldset\b[^>]*\bdisabled\b[^>]*>[\s\S]*<\/fieldset>$/,
        );
      }
    },
    30_000,
  );

  // The same for every control outside a form: a button does nothing until React has attached its handler
  // (the built /auth's Sign Up tab was tapped and stayed on Sign In), and an input's change is undone by
  // React's first render (/pricing's Yearly was checked, then monthly prices came back). Links work without script.
  it.each(PUBLIC_PAGES.map((page) => [page.path]))(
    '%s prerenders no control that can be used before it is hydrated',
    async (path) => {
      const { body } = await renderPage(`https://kindred.test${path}`);
      const outsideInertForms = body.replace(/<fieldset\b[^>]*\bdisabled\b[^>]*>[\s\S]*?<\/fieldset>/g, '');
      const live = (outsideInertForms.match(/<(button|input|select|textarea)\b[^>]*>/g) ?? []).filter(
        (tag) => !/\sdisabled(=""|\s|>)/.test(tag) && !/\stype="hidden"/.test(tag),
      );
      expect(live, `controls on ${path} that a tap before hydration would lose`).toEqual([]);
    },
    30_000,
  );
});
