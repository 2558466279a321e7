import { StrictMode, startTransition } from 'react';
import { federatedRemotes } from './remotes/federation';
import { MarkHydrated } from './startup/MarkHydrated';
import { runInSteps, yieldToMain } from './startup/yieldToMain';

// Module Federation's asyncStartup has loaded the shared singletons before this module runs.
const container = document.getElementById('root')!;

/**
 * Starts the app. Its code is in this bundle already ("eager" imports: no request); it is run in
 * steps, one task each (src/startup/yieldToMain.ts): the page-code loader, React DOM, the styles
 * and design system, the router, the query client, the app's own modules, then hydration. Each
 * step runs its modules in one task; between two steps the browser handles input and paints, so
 * a phone's main thread is never blocked for the time all of them take (Total Blocking Time).
 */
async function start(): Promise<void> {
  const prerendered = container.hasAttribute('data-prerendered');
  let pageCodeReady: Promise<boolean> = Promise.resolve(false);
  const [{ createRoot, hydrateRoot }, { App }] = await runInSteps<
    [typeof import('react-dom/client'), typeof import('./app/App')]
  >([
    [
      // A prerendered page (src/prerender) is on screen already: the fetch of its code (the
      // marketing remote and the page's chunks, or the sign-in screen's) starts first and overlaps
      // the steps.
      'page-code',
      () => {
        if (prerendered)
          pageCodeReady = import(/* webpackMode: "eager" */ './prerender/loadPrerenderedPageCode').then(
            ({ loadPrerenderedPageCode }) => loadPrerenderedPageCode(federatedRemotes, window.location.pathname),
          );
      },
    ],
    ['react-dom', () => import(/* webpackMode: "eager" */ 'react-dom/client')],
    // the libraries the app's modules import, each run in a task of its own before them
    ['styles', () => import(/* webpackMode: "eager" */ '@farmplate/design-system/core')],
    ['router', () => import(/* webpackMode: "eager" */ 'react-router-dom')],
    ['queries', () => import(/* webpackMode: "eager" */ '@farmplate/api-client/core')],
    [
      'app',
      // React DOM ran in its own step: here it is only looked up
      () =>
        Promise.all([
          import(/* webpackMode: "eager" */ 'react-dom/client'),
          import(/* webpackMode: "eager" */ './app/App'),
        ]),
    ],
  ]);
  await yieldToMain(); // rendering or hydrating starts in a task of its own

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
      hydrateRoot(container, <MarkHydrated page={container}>{app}</MarkHydrated>, {
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
