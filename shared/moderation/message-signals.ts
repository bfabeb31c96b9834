/**
 * Safer first messages (issue 27): what a message says about itself before
 * anyone reads it. The composer asks "Are you sure?" when `isOffensive` holds,
 * and the send Lambda stores the same answer (and the romance-scam signals)
 * on the message, so the receiver's "Does this bother you?" and warnings rest
 * on the server's word, not the sender's browser.
 *
 * Offensive language comes from `obscenity`'s English dataset with its
 * recommended transformers, which undo the usual evasions (leet speak,
 * look-alike letters, repeated letters, words run together) that a hand-written word
 * list misses.
 */
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import type { MessageFlag } from '#shared/schemas/chat.ts';

/**
 * Asking to move to another app is ordinary once two people know each other,
 * and the classic romance-scam opening when it comes first: only a match
 * younger than this is warned about it.
 */
export const EARLY_MATCH_HOURS = 72;

let matcher: RegExpMatcher | undefined;

/** Built on first use: the dataset compiles to a few hundred expressions. */
function offensiveMatcher(): RegExpMatcher {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher;
}

export function isOffensive(content: string): boolean {
  return offensiveMatcher().hasMatch(content);
}

/** Folded once so the patterns below need not spell accents, case or look-alike spacing. */
function fold(content: string): string {
  return content.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

// Messenger apps by name, "text/call/add me" with a contact, an email address, or a phone number.
const OFF_PLATFORM = [
  /\b(whats ?app|wh?ats?app|telegram|tele gram|snap ?chat|kik|wechat|viber|line app|google chat|hangouts|skype|discord)\b/,
  /\b(on|via|use|download|add me on) signal\b/,
  /\b(insta(gram)?|ig|fb|facebook|messenger)\b.{0,20}\b(me|handle|dm|add|message)\b/,
  /\b(text|call|message|dm|add|reach|contact) me (on|at|via)\b/,
  /\b(my|your) (number|phone|cell|email|e-mail|handle)\b/,
  /[\w.+-]+@[\w-]+\.[\w.]{2,}/,
  // Seven or more digits, allowing the usual separators and a country code: a phone number.
  /(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,4}\)?[\s.-]?){2,4}\d{2,4}/,
];

// Money asked for, a payment app, a gift card, or crypto (by name or by a wallet address).
const MONEY = [
  /\b(bitcoin|btc|ethereum|eth|usdt|tether|crypto(currency)?|binance|coinbase|wallet address|nft)\b/,
  /\b(bc1|[13])[a-hj-np-z0-9]{25,39}\b/,
  /\b0x[0-9a-f]{40}\b/,
  /\b(paypal|venmo|cash ?app|zelle|western union|moneygram|revolut|wire (me|transfer|the money))\b/,
  /\b(gift ?cards?|itunes cards?|steam cards?|google play cards?)\b/,
  /\b(send|lend|loan|transfer|wire) (me )?(some )?(money|cash|funds|\$|£|€|\d)/,
  /\b(need|needs|asking for) (some )?(money|cash|help with (rent|bills|a ticket|the fees?|customs))\b/,
  /\b(investment|invest|trading) (opportunity|platform|returns?|profits?)\b/,
  /\b(bank (details|account|transfer)|routing number|iban)\b/,
];

const looksLikePhone = (match: string) => match.replace(/\D/g, '').length >= 7;

function matchesAny(patterns: readonly RegExp[], text: string): boolean {
  return patterns.some((pattern) => {
    const found = pattern.exec(text);
    if (!found) return false;
    // The phone pattern alone also matches dates and prices; a phone number has seven digits or more.
    return pattern !== OFF_PLATFORM.at(-1) || looksLikePhone(found[0]);
  });
}

export function asksToMoveOffPlatform(content: string): boolean {
  return matchesAny(OFF_PLATFORM, fold(content));
}

export function asksForMoney(content: string): boolean {
  return matchesAny(MONEY, fold(content));
}

/**
 * Every flag a message carries, in MESSAGE_FLAGS order. `matchedAt` is when
 * the two members matched: off-platform requests count only early on.
 */
export function messageFlags(content: string, context: { matchedAt: string; now: Date }): MessageFlag[] {
  const ageHours = (context.now.getTime() - Date.parse(context.matchedAt)) / 3_600_000;
  const early = !(ageHours >= EARLY_MATCH_HOURS);
  const flags: MessageFlag[] = [];
  if (isOffensive(content)) flags.push('offensive');
  if (early && asksToMoveOffPlatform(content)) flags.push('offPlatform');
  if (asksForMoney(content)) flags.push('money');
  return flags;
}
