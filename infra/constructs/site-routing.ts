/**
 * The site distribution's viewer-request function, generated from the one
 * list of documents (shared/site-pages.ts) so the host, the build and the
 * tests cannot disagree (decision 0021):
 * - a trailing slash redirects (301) to the path without it, keeping the query;
 * - a path with a file extension is served as it is;
 * - a public page gets its prerendered file, a member page the app shell;
 * - anything else asks the bucket for a key that never exists, so S3 answers
 *   403 and the distribution's error response serves 404.html with a real 404.
 * Plain ES5, as CloudFront Functions run it.
 */
import { APP_SHELL_FILE, APP_SHELL_PATHS, PUBLIC_PAGES, pathPattern } from '#shared/site-pages.ts';

/** A key nothing may ever be uploaded under: requests for unknown pages are sent to it. */
export const MISSING_PAGE_KEY = '/_not-found';

export function siteRoutingFunctionCode(): string {
  const pages = Object.fromEntries(PUBLIC_PAGES.map((page) => [page.path, `/${page.file}`]));
  return `var PAGES = ${JSON.stringify(pages)};
var SHELL = ${JSON.stringify(APP_SHELL_PATHS.map(pathPattern))}.map(function (source) { return new RegExp(source); });

function query(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: uri.replace(/\\/+$/, '') + query(request.querystring || {}) }, 'cache-control': { value: 'max-age=3600' } },
    };
  }
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  if (Object.prototype.hasOwnProperty.call(PAGES, uri)) {
    request.uri = PAGES[uri];
    return request;
  }
  for (var i = 0; i < SHELL.length; i++) {
    if (SHELL[i].test(uri)) {
      request.uri = '/${APP_SHELL_FILE}';
      return request;
    }
  }
  request.uri = '${MISSING_PAGE_KEY}';
  return request;
}
`;
}
