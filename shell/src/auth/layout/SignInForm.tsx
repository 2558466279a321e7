import type { ReactNode } from 'react';

/** The sign-in screens, by their address: each one's form is the part of the page that acts. */
export type SignInScreen = 'login' | 'register' | 'forgot-password';

/**
 * The part of a sign-in screen that acts (its form, its messages, its steps), in an element of its
 * own: on the prerendered page the sign-in entry (src/signIn/start.tsx) hydrates this element alone,
 * and the rest of the screen (the picture, the texts, the links around the form) stays the server's
 * HTML. The app renders it as any other part.
 */
export function SignInForm({ screen, children }: { screen: SignInScreen; children: ReactNode }) {
  return (
    <div data-sign-in-form={screen} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
