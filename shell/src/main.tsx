import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadPrerenderedPageCode } from './prerender/loadPrerenderedPageCode';
import { federatedRemotes } from './remotes/federation';

// Module Federation's asyncStartup has loaded the shared singletons before this module runs.
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App remotes={federatedRemotes} />
  </StrictMode>
);

if (container.firstElementChild) {
  // A prerendered page (src/prerender): its HTML is on screen already. React takes it over once
  // the page's code is here, so hydration runs in one pass and never replaces what is shown.
  void loadPrerenderedPageCode(federatedRemotes, window.location.pathname).then(() =>
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration error: the prerendered page was rendered again', error),
    }),
  );
} else {
  createRoot(container).render(app);
}
