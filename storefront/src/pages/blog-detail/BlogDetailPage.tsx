import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useCanonicalAddress } from '../../app/use-canonical-address';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { NotFoundSection } from '../../components/NotFoundSection/NotFoundSection';
import { LoadingStatus, Skeleton } from '../../components/Skeleton/Skeleton';
import { BLOG_DETAIL_PARAGRAPHS } from '../../constants';
import type { Blog } from '../../features/blog/api';
import { leadParagraphs, paragraphsOf } from '../../features/blog/blog-rules';
import { blogKeys } from '../../features/blog/query-keys';
import { useBlogPost } from '../../features/blog/use-blog-post';
import { formatLongDate } from '../../lib/format-date';
import { StoredImage } from '../../components/StoredImage/StoredImage';
import { SHOP_NAME } from '../../shop-details';
import { BlogLayout } from '../blog/BlogLayout';
import './blog-detail.css';

/**
 * /blogdetail/{slug} (spec 2): one post, its first three paragraphs and its sections, beside the blog's sidebar. A
 * post asked for by a slug it had before (or its id) moves to its own address.
 */
export function BlogDetailPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  useCanonicalAddress('/blogdetail', slug, post.data, (found) => found.slug, blogKeys.post);

  return (
    <BlogLayout>
      {post.isPending ? (
        <PostSkeleton />
      ) : post.isError ? (
        post.error instanceof ApiError && post.error.status === 404 ? (
          <PostNotFound />
        ) : (
          <>
            <title>{`Blog | ${SHOP_NAME}`}</title>
            <ErrorState message="We could not load this post." onRetry={() => void post.refetch()} />
          </>
        )
      ) : (
        <Post post={post.data} />
      )}
    </BlogLayout>
  );
}

type PostProps = { post: Blog };

function Post({ post }: PostProps) {
  const [cover] = post.images;
  const published = formatLongDate(post.createdAt);
  const lead = leadParagraphs(post.description, BLOG_DETAIL_PARAGRAPHS);
  return (
    <article className="blog-post">
      <title>{`${post.name} | ${SHOP_NAME}`}</title>
      <meta name="description" content={lead[0] ?? post.name} />
      <Breadcrumbs className="blog-post__crumbs" parent={{ label: 'Blog', to: '/blog' }} current={post.name} />
      <div className="blog-post__cover">
        {cover === undefined ? (
          <p className="blog-post__no-image">No image available</p>
        ) : (
          <StoredImage
            src={cover}
            sizes="(min-width: 1216px) 780px, (min-width: 960px) 60vw, 100vw"
            width={1600}
            height={600}
            alt={post.name}
            fetchPriority="high"
          />
        )}
      </div>
      <header className="blog-post__head">
        {published === null ? null : (
          <p className="eyebrow">
            <time dateTime={post.createdAt}>{published}</time>
          </p>
        )}
        <h1 className="blog-post__title">{post.name}</h1>
      </header>
      <div className="prose blog-post__body">
        {lead.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {post.additionalDescription.map((section, index) => (
          <section key={index} className="blog-post__section">
            <h2>{section.heading}</h2>
            {section.image === '' ? null : (
              <StoredImage
                className="blog-post__section-image"
                src={section.image}
                sizes="(min-width: 768px) 20rem, 100vw"
                alt={section.heading}
                lazy
              />
            )}
            {paragraphsOf(section.description).map((paragraph, line) => (
              <p key={line}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
      <p className="blog-post__back">
        <Link to="/blog">← All posts</Link>
      </p>
    </article>
  );
}

/** An unknown slug (404): say so and offer the list. */
function PostNotFound() {
  return (
    <NotFoundSection className="blog-post__missing" tabTitle="Post not found" heading="We could not find this post">
      <p>It may have been taken down, or the link may be mistyped. The search box can help you find it.</p>
      <Link className="button" to="/blog">
        All posts
      </Link>
    </NotFoundSection>
  );
}

/** The post's shape while it is on its way. */
function PostSkeleton() {
  return (
    <LoadingStatus label="Loading the post…" className="blog-post">
      <div className="blog-post__skeleton" aria-hidden="true">
        <Skeleton aspectRatio={16 / 6} />
        <Skeleton width="30%" height="0.75rem" />
        <Skeleton width="80%" height="2.25rem" />
        <Skeleton width="100%" height="6rem" />
        <Skeleton width="100%" height="6rem" />
      </div>
    </LoadingStatus>
  );
}
