/**
 * The browser's side of the common-password check (decision 0031). The list
 * (shared/validation/common-passwords.ts reads it) is 228 KB gzipped, four
 * times the rest of the sign-in page, so the web build puts this module in
 * its place (web/plugins/browser-common-passwords.ts) and the list loads only
 * when someone starts choosing a password. The forms wait for it before they
 * check; should it fail to load, Cognito still refuses a common password.
 */
let common: Set<string> | undefined;
let loading: Promise<void> | undefined;

export function loadCommonPasswords(): Promise<void> {
  loading ??= import('@zxcvbn-ts/language-common')
    .then(({ dictionary }) => {
      common = new Set(dictionary['passwords-common'] as string[]);
    })
    .catch(() => {
      // The next attempt may succeed; the server's check stands meanwhile.
      loading = undefined;
    });
  return loading;
}

export function isCommonPassword(password: string): boolean {
  return common?.has(password.toLowerCase()) ?? false;
}
