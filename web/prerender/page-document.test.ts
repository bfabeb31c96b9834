import { describe, expect, it } from 'vitest';
import { afterPaintLoader, entryScripts, pageDocument, shellDocument } from './page-document';

const template = `<!doctype html><html lang="en"><head>
    <meta charset="UTF-8" />
    <title>Kindred</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-123.js">
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root"><!--app-shell--><div role="status" aria-label="Loading"><svg></svg></div><!--/app-shell--></div>
  </body>
</html>`;

describe('pageDocument', () => {
  it('puts the page head in place of the title and its markup in #root, marked for hydration', () => {
    const html = pageDocument(template, {
      head: '<title>Terms · Kindred</title><meta name="description" content="Our terms"/><link rel="canonical" href="https://x.test/terms"/>',
      body: '<div class="layout"><h1>Terms &amp; Conditions</h1></div>',
    });
    expect(html).toContain('<title data-prerendered-head>Terms · Kindred</title>');
    expect(html).toContain('<meta data-prerendered-head name="description" content="Our terms"/>');
    expect(html).toContain('<link data-prerendered-head rel="canonical" href="https://x.test/terms"/>');
    expect(html).toContain(
      '<div id="root" data-prerendered><div class="layout"><h1>Terms &amp; Conditions</h1></div></div>',
    );
    expect(html).not.toContain('<title>Kindred</title>');
    expect(html).not.toContain('app-shell');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('inlines the stylesheet when given its content', () => {
    const html = pageDocument(
      template,
      { head: '<title>x</title>', body: '' },
      { css: (href) => (href === '/assets/index-def.css' ? 'body{color:red}' : '') },
    );
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('index-def.css');
  });

  it('loads the app after the first paint when given a loader: no entry script or preload before it', () => {
    expect(entryScripts(template)).toEqual({ entry: '/assets/index-abc.js', preloads: ['/assets/vendor-123.js'] });
    const html = pageDocument(template, { head: '<title>x</title>', body: '' }, { loader: '/assets/boot-1.js' });
    expect(html).toContain('<script type="module" src="/assets/boot-1.js"></script>');
    expect(html).not.toContain('index-abc.js');
    expect(html).not.toContain('modulepreload');
    const loader = afterPaintLoader(entryScripts(template));
    expect(loader).toContain('"/assets/vendor-123.js"');
    expect(loader).toContain('setTimeout(() => import("/assets/index-abc.js"));');
    // The entry waits for the page's largest paint (or a frame, where browsers report none).
    expect(loader.indexOf("observe({ type: 'largest-contentful-paint', buffered: true })")).toBeGreaterThan(0);
    expect(loader).toContain('requestAnimationFrame(() => setTimeout(start));');
    new Function(loader.replace(/import\(/g, 'Promise.resolve(')); // it parses as a script
  });

  it('keeps `$` sequences of the page literally', () => {
    expect(pageDocument(template, { head: '<title>$599</title>', body: '<p>$& $1</p>' })).toContain('<p>$& $1</p>');
  });

  it('refuses a template without the placeholder', () => {
    expect(() => pageDocument('<html><title>x</title><div id="root"></div></html>', { head: '', body: '' })).toThrow(
      /app-shell/,
    );
  });
});

describe('shellDocument', () => {
  it('keeps the placeholder and adds noindex', () => {
    const html = shellDocument(template);
    expect(html).toContain('<!--app-shell-->');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('lists the modules every member page runs, once each, after the entry script, at low priority', () => {
    const { entry } = entryScripts(template);
    const html = shellDocument(template, {
      modulePreloads: [entry, '/assets/a.js', '/assets/a.css', '/assets/b.js', '/assets/a.js'],
    });
    const before = entryScripts(template).preloads;
    const preloads = [
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low">/g),
    ].map((match) => match[1]);
    expect(preloads.filter((href) => !before.includes(href!))).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(html.indexOf(`src="${entry}"`)).toBeLessThan(html.indexOf('/assets/a.js'));
  });
});
