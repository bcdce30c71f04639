import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageBanner } from '../../components/PageBanner/PageBanner';
import { PagedList } from '../../components/PagedList/PagedList';
import { Skeleton, SkeletonList } from '../../components/Skeleton/Skeleton';
import { BLOG_LIST_PARAGRAPHS } from '../../constants';
import { blogSearchOf, leadParagraphs } from '../../features/blog/blog-rules';
import { useBlogPages, type BlogPages } from '../../features/blog/use-blog-pages';
import { SHOP_NAME } from '../../shop-details';
import { BlogCard } from './BlogCard';
import { BlogLayout } from './BlogLayout';

const CARD_SIZES = '(min-width: 1024px) 26rem, (min-width: 640px) 45vw, 92vw';

/** /blog (spec 2): the journal's posts, newest first, or those matching the search of ?q=, with the sidebar. */
export function BlogPage() {
  const q = blogSearchOf(useLocation().search);
  const pages = useBlogPages(q);

  return (
    <>
      <title>{q === '' ? `Blog | ${SHOP_NAME}` : `“${q}” in the blog | ${SHOP_NAME}`}</title>
      <meta name="description" content={`Jewellery trends, care guides and stories from the ${SHOP_NAME} workshop.`} />
      <PageBanner
        eyebrow="Our journal"
        title="Blog"
        lead="Jewellery trends, care at home, and stories from our workshop in Rajasthan."
      />
      <BlogLayout>
        <section aria-labelledby="blog-list-title" aria-busy={pages.isPending || undefined}>
          <div className="section-head">
            <h2 id="blog-list-title" className="blog-list__title">
              {q === '' ? 'Latest posts' : `Results for “${q}”`}
            </h2>
            {q === '' ? null : (
              <Link to="/blog" className="blog-list__clear">
                Clear search
              </Link>
            )}
          </div>
          <BlogList q={q} pages={pages} />
        </section>
      </BlogLayout>
    </>
  );
}

type BlogListProps = { q: string; pages: BlogPages };

/** The posts in every state: loading, failed (with Retry), none, and shown with View More. */
function BlogList({ q, pages }: BlogListProps) {
  return (
    <PagedList
      pages={pages}
      loading={<BlogListSkeleton />}
      errorMessage="We could not load the posts."
      empty={
        q === '' ? (
          <EmptyState title="No posts yet">
            <p>Our first stories from the workshop are on their way.</p>
          </EmptyState>
        ) : (
          <EmptyState title={`No posts match “${q}”`} action={{ label: 'All posts', to: '/blog' }}>
            <p>Try another word, such as ‘silver’, ‘bridal’ or ‘care’.</p>
          </EmptyState>
        )
      }
      shown={pages.posts.length}
      noun={pages.total === 1 ? 'post' : 'posts'}
      failedMessage="We could not load more posts."
    >
      <ul className="grid-list blog-list">
        {pages.posts.map((post) => (
          <li key={post._id}>
            <BlogCard
              post={post}
              excerpt={leadParagraphs(post.description, BLOG_LIST_PARAGRAPHS).join(' ')}
              imageSizes={CARD_SIZES}
            />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}

/** The cards' shape while the posts are on their way. */
function BlogListSkeleton() {
  return (
    <SkeletonList label="Loading posts…" className="grid-list blog-list" count={4} itemClassName="blog-list__skeleton">
      <Skeleton aspectRatio={16 / 9} />
      <Skeleton width="40%" height="0.75rem" />
      <Skeleton width="85%" height="1.5rem" />
      <Skeleton width="100%" height="3.5rem" />
    </SkeletonList>
  );
}
