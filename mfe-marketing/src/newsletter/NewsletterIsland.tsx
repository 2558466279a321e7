import type { ReactNode } from 'react';
import { Island } from '../islands/Island';
import { StaticHtml } from '../page/StaticHtml';
import { SignupBox, type SignupBoxProps } from './SignupBox';

/** What the newsletter island is hydrated with: the box without its text (which stays the server's HTML). */
export type NewsletterIslandProps = Pick<SignupBoxProps, 'id' | 'title' | 'actions' | 'headingLevel'>;

/** The sign-up box's form, its text left as the server's HTML on a prerendered page. */
export function NewsletterBox({ children, ...box }: NewsletterIslandProps & { children?: ReactNode }) {
  return (
    <SignupBox {...box}>
      <StaticHtml>{children}</StaticHtml>
    </SignupBox>
  );
}

/** A newsletter or waitlist box as an island of the page (its form posts to the API). */
export function NewsletterIsland({ children, ...box }: NewsletterIslandProps & { children?: ReactNode }) {
  return (
    <Island name="newsletter" props={box}>
      <NewsletterBox {...box}>{children}</NewsletterBox>
    </Island>
  );
}
