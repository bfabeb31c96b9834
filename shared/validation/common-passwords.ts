/**
 * The check NIST SP 800-63B (5.1.1.2) asks for: a new password is compared
 * with a list of passwords known from breaches and common use. The list is
 * zxcvbn-ts's (49,000 passwords ranked by how often they appear in breach
 * corpora). Compared case-insensitively, as the list is lower case.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(password.toLowerCase());
}
