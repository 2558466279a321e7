/**
 * Where to go after signing in: `?next=` when it is a path of this site (a public page that sent
 * the visitor to sign in, e.g. the boxes page), else the dashboard. Another origin is never followed.
 */
export function nextPathOf(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/dashboard';
}
