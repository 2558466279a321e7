import { formatLongDate } from '@farmplate/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Grid } from '@farmplate/design-system/core';
import { BLOG_POSTS } from '../blog/posts';
import { Section, SectionHeading } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { CompanyHero } from './CompanyHero';

const Release = styled(Card)`
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NEWS = BLOG_POSTS.filter((post) => post.category === 'Company News' || post.category === 'Expansion');

/** /newsroom: press contact and FarmPlate's announcements (from the blog). */
export default function NewsroomPage() {
  usePageTitle('Newsroom');
  return (
    <>
      <CompanyHero
        id="newsroom-title"
        eyebrow="Newsroom"
        title="News and press"
        lead="Announcements from FarmPlate, and everything journalists need to tell our story. Press enquiries: press@farmplate.com."
        art="newspaper"
        artAlt="A newspaper page with a photo of jollof rice and a check mark"
      />
      <Section labelledBy="announcements-title">
        <SectionHeading id="announcements-title" title="Announcements" />
        <Grid columns={{ base: 1, md: 2 }} gap={5}>
          {NEWS.map((post) => (
            <Release key={post.id} as="article">
              <h3>
                <Link to={`/blog/${post.id}`}>{post.title}</Link>
              </h3>
              <p>
                <time dateTime={post.date}>{formatLongDate(post.date)}</time>
              </p>
            </Release>
          ))}
        </Grid>
      </Section>
      <Section labelledBy="press-kit-title" tone="cream">
        <SectionHeading
          id="press-kit-title"
          title="Press kit"
          intro="Our logo, founder photos and fact sheet are available on request. Write to press@farmplate.com and we will reply within one business day."
        />
      </Section>
    </>
  );
}
