import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import styled from 'styled-components';
import { Spinner } from '@farmplate/design-system/core';
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

function visitorScreen(Screen: LazyExoticComponent<ComponentType>) {
  return function VisitorScreen() {
    return (
      <RedirectIfSignedIn>
        <Suspense
          fallback={
            <Loading>
              <Spinner size="lg" label="Loading" />
            </Loading>
          }
        >
          <Screen />
        </Suspense>
      </RedirectIfSignedIn>
    );
  };
}

export const LoginPage = visitorScreen(
  lazy(() => import('./login/LoginPage').then((module) => ({ default: module.LoginPage }))),
);

export const RegisterPage = visitorScreen(
  lazy(() => import('./register/RegisterPage').then((module) => ({ default: module.RegisterPage }))),
);

export const ForgotPasswordPage = visitorScreen(
  lazy(() => import('./forgot-password/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage }))),
);

/** Rendered once inside the router: restores and re-checks the session, handles expiry. */
export { SessionKeeper } from './session/SessionKeeper';
