import type { ReactNode } from 'react';
import { Illustration, type ArtName } from '../illustrations/Illustration';
import { Container, Eyebrow, HeroBand, HeroTitle, Lead, Split } from '../page/layout';

/** The top of the short company pages: eyebrow, title, lead, an optional action and a picture. */
export function CompanyHero({
  id,
  eyebrow,
  title,
  lead,
  art,
  artAlt,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  art: ArtName;
  artAlt: string;
  children?: ReactNode;
}) {
  return (
    <HeroBand aria-labelledby={id}>
      <Container>
        <Split>
          <div>
            <Eyebrow>{eyebrow}</Eyebrow>
            <HeroTitle id={id}>{title}</HeroTitle>
            <Lead>{lead}</Lead>
            {children}
          </div>
          <Illustration name={art} alt={artAlt} priority />
        </Split>
      </Container>
    </HeroBand>
  );
}
