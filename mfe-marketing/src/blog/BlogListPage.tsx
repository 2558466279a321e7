import { formatLongDate } from '@farmplate/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Card, Chip, ChipGroup, Grid, VisuallyHidden } from '@farmplate/design-system/core';
import { Illustration } from '../illustrations/Illustration';
import { SocialLinks } from '../layout/SocialLinks';
import { SignupBox } from '../newsletter/SignupBox';
import { Below, Container, Eyebrow, HeroBand, HeroTitle, Lead, Section } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { BLOG_CATEGORIES, BLOG_POSTS, type BlogCategory } from './posts';

const PostCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Byline = styled.p`
  margin-top: auto !important;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Categories = styled(ChipGroup)`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const Follow = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Blog list (spec §2): category row, the six posts linking to /blog/{id}, newsletter box, social links. */
export default function BlogListPage() {
  usePageTitle('Blog');
  const { base } = useSiteRegion();
  const [category, setCategory] = useState<'All' | BlogCategory>('All');
  const posts = category === 'All' ? BLOG_POSTS : BLOG_POSTS.filter((post) => post.category === category);

  return (
    <>
      <HeroBand aria-labelledby="blog-title">
        <Container>
          <Eyebrow>The FarmPlate blog</Eyebrow>
          <HeroTitle id="blog-title">Stories from the farm, the kitchen and the table</HeroTitle>
          <Lead>
            News from FarmPlate, the people in our network, the technology behind it, and recipes to cook at home.
          </Lead>
        </Container>
      </HeroBand>

      <Section labelledBy="posts-title">
        <VisuallyHidden as="h2" id="posts-title">
          Latest posts
        </VisuallyHidden>
        <Categories label="Blog categories">
          {BLOG_CATEGORIES.map((name) => (
            <Chip key={name} selected={category === name} onClick={() => setCategory(name)}>
              {name}
            </Chip>
          ))}
        </Categories>
        <Grid columns={{ base: 1, md: 2, lg: 3 }} gap={5}>
          {posts.map((post) => (
            <PostCard key={post.id} as="article" aria-labelledby={`post-${post.id}-title`}>
              <Illustration name={post.image} alt={post.imageAlt} />
              <div>
                <Badge tone="accent">{post.category}</Badge>
              </div>
              <h3 id={`post-${post.id}-title`}>
                <Link to={sitePath(base, `blog/${post.id}`)}>{post.title}</Link>
              </h3>
              <p>{post.excerpt}</p>
              <Byline>
                By {post.author} · <time dateTime={post.date}>{formatLongDate(post.date)}</time>
              </Byline>
            </PostCard>
          ))}
        </Grid>
        <Below>
          <SignupBox
            id="blog-newsletter-title"
            title="Never miss a story"
            actions={[{ label: 'Subscribe', source: 'blog' }]}
          >
            <p>Get new posts, farm news and a recipe from our kitchens in your inbox once a month.</p>
          </SignupBox>
        </Below>
        <Follow>
          <h2>Follow FarmPlate</h2>
          <SocialLinks />
        </Follow>
      </Section>
    </>
  );
}
