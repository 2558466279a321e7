import { isPublicPath } from '@farmplate/contracts';
import { VISITOR_SCREENS } from '../auth';
import type { RemoteRegistry } from '../remotes/remoteRegistry';

/**
 * Loads what a prerendered page needs before React hydrates it: the sign-in screen's chunk, or on
 * the public site the marketing remote and the chunks of the page shown. False when that failed
 * (the remote is down): the page is then rendered afresh, with the spec's fallback in the remote's place.
 */
export async function loadPrerenderedPageCode(remotes: RemoteRegistry, pathname: string): Promise<boolean> {
  try {
    if (!isPublicPath(pathname)) {
      await VISITOR_SCREENS[pathname.replace(/\/+$/, '')]?.preload();
      return true;
    }
    const marketing = await remotes.get('marketing');
    // The stand-in for a remote that is down (and a build older than the RemoteApp contract 1.1)
    // cannot preload: it is not what the page was rendered with.
    if (!marketing.preload) return false;
    await marketing.preload(pathname);
    return true;
  } catch {
    return false;
  }
}
