/**
 * The one seam where members' words to each other are checked for offensive language before they
 * are stored (issue 28): a like's comment passes here. The check itself is being built with the
 * safer messages; until it lands every text passes unchanged. It answers the text to store, or
 * refuses with a reason the member is shown.
 */
export type ScreenedText = { allowed: true; text: string } | { allowed: false; reason: string };

export function screenMemberText(text: string, _context: { kind: 'likeComment' | 'message' }): ScreenedText {
  return { allowed: true, text };
}
