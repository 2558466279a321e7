import { formatLongDate } from '@farmplate/contracts';
import { lazy } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '@farmplate/design-system/core';
import { Illustration } from '../illustrations/Illustration';
import { Container, Prose } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { sitePath, useSiteRegion } from '../region/SiteRegionContext';
import { findPost } from './posts';

const NotFoundPage = lazy(() => import('../notFound/NotFoundPage'));

const Article = styled(Container)`
  max-width: 52rem;
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Picture = styled.div`
  margin: ${({ theme }) => theme.space(6)} 0;
`;

/** A blog post (/blog/{id}); an unknown id is a not-found page. */
export default function BlogPostPage() {
  const { id } = useParams();
  const post = findPost(Number(id));
  const { base } = useSiteRegion();
  usePageTitle(post?.title ?? 'Page not found');

  if (!post) return <NotFoundPage />;

  return (
    <Article as="article" aria-labelledby="post-title">
      <p>
        <Link to={sitePath(base, 'blog')}>← Back to the blog</Link>
      </p>
      <Badge tone="accent">{post.category}</Badge>
      <h1 id="post-title">{post.title}</h1>
      <Meta>
        By {post.author} · <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      </Meta>
      <Picture>
        <Illustration name={post.image} alt={post.imageAlt} priority />
      </Picture>
      <Prose>
        <p>
          <strong>{post.excerpt}</strong>
        </p>
        {post.body.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </Prose>
    </Article>
  );
}
