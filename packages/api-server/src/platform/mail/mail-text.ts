/** The longest a customer-supplied name runs in a mail. */
export const MAIL_NAME_MAX_LENGTH = 40;

/**
 * A customer-supplied name as a mail shows it: without control or invisible characters (bidi
 * overrides, zero-width joiners, line breaks), without anything that reads as a link or an
 * address (a phisher's "visit http://…" or "secure-login.example"), without angle brackets, and
 * at most 40 characters. Empty when nothing of a name is left.
 */
export function mailName(name: string): string {
  const words = name
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    // a scheme (http:, mailto:, javascript:), www., an @, or a dot between letters: a link or an address
    .filter((word) => !/[a-z][a-z0-9+.-]*:|^www\.|@|[\p{L}\p{N}]\.[\p{L}\p{N}]{2,}/iu.test(word))
    .map((word) => word.replace(/[<>]/g, ''))
    .filter(Boolean);
  const whole = words.join(' ');
  const letters = [...whole];
  return letters.length <= MAIL_NAME_MAX_LENGTH
    ? whole
    : `${letters
        .slice(0, MAIL_NAME_MAX_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** A mail's HTML part from its paragraphs, every one escaped; `link` becomes the one link. */
export const htmlParagraphs = (paragraphs: readonly string[], link?: string): string =>
  paragraphs
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph);
      return `<p>${link ? escaped.replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`) : escaped}</p>`;
    })
    .join('\n');
