// The first entry of a prerendered sign-in screen (/login, /register, /forgot-password): Preact
// (preact/compat, in React's place in this build only: packages/federation's plain-entry-config.cjs)
// hydrates the screen's form alone (`SignInForm`), without Module Federation, the app's providers or
// a query client. The rest of the screen (the picture, the texts, the links around the form) stays
// the server's HTML. The prerender writes this script into the page instead of the shell's start
// (src/prerender). Links are links: another sign-in screen, the public site and the dashboard after
// signing in are full loads (a notice for the login screen waits in session storage: authNotice.ts).
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { FIRST_SCREEN_HYDRATED_MARK, HYDRATED_MARK } from '@farmplate/contracts';
import { FullLoadRouter, theme } from '@farmplate/design-system/core';
import { RedirectIfSignedIn } from '../auth/RedirectIfSignedIn';
import type { SignInScreen } from '../auth/layout/SignInForm';

/** Each screen's form in its own chunk, named after its address: the prerendered page preloads it. */
const FORMS: Record<SignInScreen, () => Promise<ComponentType>> = {
  login: () => import(/* webpackChunkName: "login" */ '../auth/login/LoginForm').then((module) => module.LoginForm),
  register: () =>
    import(/* webpackChunkName: "register" */ '../auth/register/RegisterWizard').then(
      (module) => module.RegisterWizard,
    ),
  'forgot-password': () =>
    import(/* webpackChunkName: "forgot-password" */ '../auth/forgot-password/PasswordResetSteps').then(
      (module) => module.PasswordResetSteps,
    ),
};

const root = document.getElementById('root');

/** The events by which a visitor reaches into the form: the first of them hydrates it, in that very event. */
const VISITOR_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click', 'input', 'submit'] as const;

/** Marks the form until it has hydrated (the browser tests read it). */
const NOT_HYDRATED = 'data-not-hydrated';

/**
 * The screen is interactive as soon as its form's code is here: from then on the form hydrates in
 * the visitor's first event into it (in the window's capture phase, before the event gets to the
 * form, so the form takes that very event), or in the next task, whichever comes first. Booting
 * and hydrating are two tasks, not one long one. The early-event script hands over what the
 * visitor did before (shell/src/prerender: an event into the form first, so it hydrates first).
 * Effects run right after the render that committed them (packages/federation's
 * preact-effects-after-commit.mjs): the form's fields have registered before the event's change.
 */
async function hydrateForm(page: HTMLElement): Promise<void> {
  const element = page.querySelector<HTMLElement>('[data-sign-in-form]');
  const load = FORMS[element?.dataset.signInForm as SignInScreen];
  if (!element || !load) {
    // not a screen of this build: the page's own form posts (the server answers it)
    page.removeAttribute('data-prerendered');
    return;
  }
  // the form's chunk first, as the prerender had it: hydration then runs in one pass
  const Form = await load();
  let hydrated = false;
  const hydrate = () => {
    if (hydrated) return;
    hydrated = true;
    for (const type of VISITOR_EVENTS) window.removeEventListener(type, onVisitorEvent, true);
    element.removeAttribute(NOT_HYDRATED);
    flushSync(() =>
      hydrateRoot(
        element,
        <ThemeProvider theme={theme}>
          {/* wherever the form sends the visitor (the dashboard, the login screen after a reset), a full load */}
          <FullLoadRouter>
            {/* a signed-in visitor goes on to the dashboard (or ?next=) once hydrated */}
            <RedirectIfSignedIn>
              <Form />
            </RedirectIfSignedIn>
          </FullLoadRouter>
        </ThemeProvider>,
        {
          onRecoverableError: (error) => console.error('Hydration error: the sign-in form was rendered again', error),
        },
      ),
    );
    // Preact hydrates in one pass: the form is the screen's first screen
    performance.mark(FIRST_SCREEN_HYDRATED_MARK);
  };
  function onVisitorEvent(event: Event) {
    if (event.target instanceof Node && element!.contains(event.target)) hydrate();
  }
  element.setAttribute(NOT_HYDRATED, '');
  for (const type of VISITOR_EVENTS) window.addEventListener(type, onVisitorEvent, true);
  page.removeAttribute('data-prerendered');
  performance.mark(HYDRATED_MARK);
  setTimeout(hydrate);
}

if (root?.hasAttribute('data-prerendered')) void hydrateForm(root);
