import type { ReactNode } from 'react';

/*
 * Above-the-fold hero art, drawn inline: no image request stands between the page chunk and its
 * first paint. Below-the-fold art is loaded lazily from files (see Illustration.tsx). The scenes
 * are kept by the pages that show them (usScenes, ngScenes, groceryScenes), so that a page's
 * first load carries its own art only.
 */

export interface SceneProps {
  className?: string;
}

export function Scene({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 480 320" width="480" height="320" role="img" aria-label={label} className={className}>
      {children}
    </svg>
  );
}
