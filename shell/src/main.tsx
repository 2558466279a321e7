import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { federatedRemotes } from './remotes/federation';

// Module Federation's asyncStartup has loaded the shared singletons before this module runs.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App remotes={federatedRemotes} />
  </StrictMode>,
);
