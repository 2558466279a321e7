import { isPublicPath } from '../app/publicPaths';
import type { RemoteRegistry } from '../remotes/remoteRegistry';

/**
 * Loads what a prerendered page needs before React hydrates it: on the public site the marketing
 * remote and the chunks of the page shown. A failure is left to the page's error boundary, which
 * shows the spec's fallback in the remote's place after hydration.
 */
export async function loadPrerenderedPageCode(remotes: RemoteRegistry, pathname: string): Promise<void> {
  if (!isPublicPath(pathname)) return;
  try {
    const marketing = await remotes.get('marketing');
    await marketing.preload?.(pathname);
  } catch {
    // hydrate anyway: the boundary around the remote renders its fallback
  }
}
