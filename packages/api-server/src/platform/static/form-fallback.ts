/**
 * The sign-in screens' forms post to their own address (method="post"): the browser sends one
 * itself only before the app has started, if the early-event script could not hold it, or
 * without JavaScript. The server then answers with the same page, the email filled in again and
 * a notice to try again; the password is read by no one and never written anywhere (the body is
 * never logged, and never put in an address).
 */
export const FORM_PAGES = ['/login', '/register', '/forgot-password'] as const;

export const TRY_AGAIN_MESSAGE =
  'Please try again: the page was not ready yet. Your email is kept; enter your password again.';

/** A form sent by the browser is a few fields: anything larger is refused (413). */
export const FORM_BODY_LIMIT = 8 * 1024;

/** Per address: a visitor retrying by hand sends a few forms a minute. */
export const FORM_FALLBACK_PER_MINUTE = 20;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The email of a posted form body (application/x-www-form-urlencoded), if it looks like one. */
export function postedEmail(body: unknown): string {
  const email = typeof body === 'string' ? new URLSearchParams(body).get('email') : null;
  return email && email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : '';
}

/**
 * A prerendered sign-in page asking to try again: the notice above the app (outside #root, which
 * the app hydrates) and the email in its field.
 */
export function pageAskingToTryAgain(html: string, email: string): string {
  const notice =
    '<p role="alert" style="margin:0;padding:12px 16px;background:#fdecea;color:#7a1f16;font:16px/1.5 sans-serif">' +
    `${escapeHtml(TRY_AGAIN_MESSAGE)}</p>`;
  const withEmail = html.replace(/<input([^>]*\bname="email"[^>]*?)\/?>/, (_tag, attributes: string) => {
    const kept = attributes.replace(/\svalue="[^"]*"/, '');
    return `<input${kept} value="${escapeHtml(email)}"/>`;
  });
  return withEmail.replace('<div id="root"', () => `${notice}<div id="root"`);
}
