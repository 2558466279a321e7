import { isPublicPath } from '../app/publicPaths';
import { VISITOR_SCREENS } from '../auth';
import type { RemoteRegistry } from '../remotes/remoteRegistry';

/**
 * Loads what a prerendered page needs before React hydrates it: the sign-in screen's chunk, or on
 * the public site the marketing remote and the chunks of the page shown. A failure is left to the
 * page's error boundary, which shows the spec's fallback in the remote's place after hydration.
 */
export async function loadPrerenderedPageCode(remotes: RemoteRegistry, pathname: string): Promise<void> {
  try {
    if (!isPublicPath(pathname)) {
      await VISITOR_SCREENS[pathname.replace(/\/+$/, '')]?.preload();
      return;
    }
    const marketing = await remotes.get('marketing');
    await marketing.preload?.(pathname);
  } catch {
    // hydrate anyway: the boundary around the remote renders its fallback
  }
}
