import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '@farmplate/design-system/core';
import { Container, Prose } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { useLegalRegion } from '../region/SiteRegionContext';
import type { ContentRegion } from '../region/region';
import { legalFacts, VERSION_NAMES, type LegalFacts } from './legalFacts';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export interface LegalDocument {
  title: string;
  effectiveDate: string;
  intro: ReactNode;
  sections: LegalSection[];
}

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

const Versions = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding: 0;
    list-style: none;
  }
`;

const Contents = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(8)};
  ol {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: ${({ theme }) => theme.space(6)};
    columns: 2 16rem;
  }
`;

/** `privacy-policy` for 'Privacy Policy': ids for the table of contents. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/**
 * A legal page in the version for its region (spec §2): `?region=`, else the path or the referrer,
 * else the stored preference, else the general version. The document is written per region by
 * `write(facts)`.
 */
export function LegalPage({ write, path }: { write: (facts: LegalFacts) => LegalDocument; path: string }) {
  const region = useLegalRegion();
  const document = write(legalFacts(region));
  usePageTitle(document.title);
  const others = (['us', 'ng'] as ContentRegion[]).filter((other) => other !== region);

  return (
    <Page as="article" aria-labelledby="legal-title">
      <h1 id="legal-title">{document.title}</h1>
      <Meta>
        <p>Effective {document.effectiveDate}</p>
        <Badge tone="primary">Version: {VERSION_NAMES[region]}</Badge>
      </Meta>
      <Versions aria-label="Other versions">
        <strong>Other versions of this page:</strong>
        <ul>
          {others.map((other) => (
            <li key={other}>
              <Link to={`${path}?region=${other}`}>{VERSION_NAMES[other]}</Link>
            </li>
          ))}
        </ul>
      </Versions>
      <Prose>
        {document.intro}
        <Contents aria-labelledby="legal-contents-title">
          <strong id="legal-contents-title">Contents</strong>
          <ol>
            {document.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${anchor(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </Contents>
        {document.sections.map((section, index) => (
          <Fragment key={section.heading}>
            <h2 id={anchor(section.heading)}>
              {index + 1}. {section.heading}
            </h2>
            {section.body}
          </Fragment>
        ))}
      </Prose>
    </Page>
  );
}

/** Mail links for one kind of address, named by market in the general version. */
export function Addresses({
  facts,
  kind,
}: {
  facts: LegalFacts;
  kind: 'supportEmail' | 'privacyEmail' | 'legalEmail';
}) {
  return (
    <>
      {facts.markets.map((market, index) => (
        <Fragment key={market.region}>
          {index > 0 && ' or '}
          <a href={`mailto:${market[kind]}`}>{market[kind]}</a>
          {facts.markets.length > 1 && ` (${market.country})`}
        </Fragment>
      ))}
    </>
  );
}
