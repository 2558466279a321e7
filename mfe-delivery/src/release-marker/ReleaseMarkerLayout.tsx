import type { ReactNode } from 'react';

/**
 * The label of a release build (FARMPLATE_RELEASE_MARKER when it was built, see
 * packages/federation), so a team sees which courier portal build runs. Empty in a normal build.
 */
const RELEASE_MARKER = process.env.FARMPLATE_RELEASE_MARKER ?? '';

/** Around the courier portal's screens: the release label when there is one, nothing else. */
export function ReleaseMarkerLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      {RELEASE_MARKER && <p data-release-marker={RELEASE_MARKER}>Delivery release {RELEASE_MARKER}</p>}
      {children}
    </>
  );
}
