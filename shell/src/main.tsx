import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadPrerenderedPageCode } from './prerender/loadPrerenderedPageCode';
import { federatedRemotes } from './remotes/federation';

// Module Federation's asyncStartup has loaded the shared singletons before this module runs.
const container = document.getElementById('root')!;

/** The performance mark set when a prerendered page has hydrated (read by the first-load budget test). */
const HYDRATED_MARK = 'farmplate:hydrated';

/** Runs once the whole page has hydrated: the root stops saying it is a prerendered page. */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    container.removeAttribute('data-prerendered');
    performance.mark(HYDRATED_MARK);
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <App remotes={federatedRemotes} />
  </StrictMode>
);

if (container.hasAttribute('data-prerendered')) {
  // A prerendered page (src/prerender): its HTML is on screen already. React takes it over once
  // the page's code is here, so hydration runs in one pass and never replaces what is shown.
  void loadPrerenderedPageCode(federatedRemotes, window.location.pathname).then((ready) => {
    if (ready) {
      // At transition priority React hydrates in slices of a few milliseconds, yielding between
      // them, instead of one task that blocks the phone's main thread for the whole page. A click
      // meanwhile makes React finish hydrating at once and then handle it.
      startTransition(() => {
        hydrateRoot(container, <MarkHydrated>{app}</MarkHydrated>, {
          onRecoverableError: (error) =>
            console.error('Hydration error: the prerendered page was rendered again', error),
        });
      });
    } else {
      // its code cannot be had: the page is rendered afresh, the fallback in the remote's place
      container.replaceChildren();
      container.removeAttribute('data-prerendered');
      createRoot(container).render(app);
    }
  });
} else {
  createRoot(container).render(app);
}
