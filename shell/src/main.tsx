import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { HYDRATED_MARK } from '@farmplate/contracts';
import { federatedRemotes } from './remotes/federation';

// Module Federation's asyncStartup has loaded the shared singletons before this module runs.
const container = document.getElementById('root')!;

/** Runs once the whole page has hydrated: the root stops saying it is a prerendered page. */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    container.removeAttribute('data-prerendered');
    performance.mark(HYDRATED_MARK);
  }, []);
  return children;
}

/** Ends the current task: what follows runs in a task of its own, after the browser's pending work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app. Its code is in this bundle already ("eager" imports: no request); it is run in
 * steps, one task each (the page-code loader, React DOM, the app's modules, then hydration), so
 * that a phone's main thread is never blocked for the time all of them take (Lighthouse's Total
 * Blocking Time). An eager import runs its modules in the current task: a step ends with nextTask.
 */
async function start(): Promise<void> {
  const prerendered = container.hasAttribute('data-prerendered');
  await nextTask(); // after Module Federation's startup
  // A prerendered page (src/prerender) is on screen already: the fetch of its code (the marketing
  // remote and the page's chunks, or the sign-in screen's) starts first and overlaps the steps.
  const pageCodeReady = prerendered
    ? import(/* webpackMode: "eager" */ './prerender/loadPrerenderedPageCode').then(({ loadPrerenderedPageCode }) =>
        loadPrerenderedPageCode(federatedRemotes, window.location.pathname),
      )
    : Promise.resolve(false);
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();

  const app = (
    <StrictMode>
      <App remotes={federatedRemotes} />
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  if (await pageCodeReady) {
    // React takes the page over once its code is here, so hydration runs in one pass and never
    // replaces what is shown. At transition priority React hydrates in slices of a few
    // milliseconds, yielding between them; a click meanwhile makes it finish at once, then handle it.
    startTransition(() => {
      hydrateRoot(container, <MarkHydrated>{app}</MarkHydrated>, {
        onRecoverableError: (error) => console.error('Hydration error: the prerendered page was rendered again', error),
      });
    });
  } else {
    // its code cannot be had: the page is rendered afresh, the fallback in the remote's place
    container.replaceChildren();
    container.removeAttribute('data-prerendered');
    createRoot(container).render(app);
  }
}

void start();
