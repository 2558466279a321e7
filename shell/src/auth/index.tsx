import { Suspense, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { Spinner } from '@farmplate/design-system/core';
import { lazyWithPreload } from '@farmplate/session';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';

/**
 * The shell's sign-in screens (/login, /register, /forgot-password). Each loads in its own chunk:
 * the public site and the dashboards never download the forms, their validators or the login art.
 * A signed-in visitor goes straight to /dashboard.
 */

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

type ScreenModule = { default: ComponentType };

/** A screen loaded in its own chunk; `preload` fetches that chunk ahead (before hydrating its prerendered page). */
function visitorScreen(load: () => Promise<ScreenModule>) {
  const Screen = lazyWithPreload(load);
  return Object.assign(
    function VisitorScreen() {
      // A screen whose chunk is here (a prerendered page's: preloaded before the prerender renders
      // it and before the browser hydrates it) has no Suspense boundary: React hydrates what is in
      // a boundary after the rest of the page, and what is typed into the form before then (an
      // autofill, a first key) is lost. Decided once per mount, so the form is never remounted.
      const [preloaded] = useState(Screen.isLoaded);
      return (
        <RedirectIfSignedIn>
          {preloaded ? (
            <Screen />
          ) : (
            <Suspense
              fallback={
                <Loading>
                  <Spinner size="lg" label="Loading" />
                </Loading>
              }
            >
              <Screen />
            </Suspense>
          )}
        </RedirectIfSignedIn>
      );
    },
    { preload: Screen.preload },
  );
}

export const LoginPage = visitorScreen(() =>
  import(/* webpackChunkName: "login" */ './login/LoginPage').then((module) => ({ default: module.LoginPage })),
);

export const RegisterPage = visitorScreen(() =>
  import(/* webpackChunkName: "register" */ './register/RegisterPage').then((module) => ({
    default: module.RegisterPage,
  })),
);

export const ForgotPasswordPage = visitorScreen(() =>
  import(/* webpackChunkName: "forgot-password" */ './forgot-password/ForgotPasswordPage').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);

/** The sign-in screens by address, for preloading (each chunk is named after its address: the prerender preloads it). */
export const VISITOR_SCREENS: Record<string, { preload: () => Promise<unknown> }> = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/forgot-password': ForgotPasswordPage,
};

/** Rendered once inside the router: restores and re-checks the session, handles expiry. */
export { SessionKeeper } from './session/SessionKeeper';
