import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { Price } from '../../components/Price/Price';
import { LoadingStatus, Skeleton } from '../../components/Skeleton/Skeleton';
import { BLOG_NAME_WORDS, BLOG_RECENT_POSTS, SIDEBAR_CATEGORIES, SIDEBAR_NAME_WORDS } from '../../constants';
import { useNewestPosts } from '../../features/blog/use-newest-posts';
import { useCategories } from '../../features/catalog/use-categories';
import { useSidebarProducts } from '../../features/recently-viewed/use-sidebar-products';
import { formatLongDate } from '../../lib/format-date';
import { StoredImage } from '../../components/StoredImage/StoredImage';
import { truncateWords } from '../../lib/truncate-words';

/** The blog's side column (spec 2): categories 2 to 6, recently viewed pieces and the newest posts. */
export function BlogSidebar() {
  return (
    <aside className="blog-sidebar" aria-label="More from the shop">
      <SidebarCategories />
      <RecentlyViewed />
      <RecentPosts />
    </aside>
  );
}

type ShortNameProps = { name: string; words: number };

/** A name cut for the sidebar, read out whole. */
function ShortName({ name, words }: ShortNameProps) {
  const short = truncateWords(name, words);
  if (short === name) return name;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{name}</span>
    </>
  );
}

type SidebarBlockProps = { id: string; title: string; children: ReactNode };

/** One block of the side column under its heading. */
function SidebarBlock({ id, title, children }: SidebarBlockProps) {
  return (
    <section className="blog-sidebar__block" aria-labelledby={id}>
      <h2 id={id} className="blog-sidebar__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

type SidebarLoadingProps = { label: string };

/** Lines of grey while a block's content is on its way. */
function SidebarLoading({ label }: SidebarLoadingProps) {
  return (
    <LoadingStatus label={label} className="blog-sidebar__loading">
      <Skeleton height="1rem" width="80%" />
      <Skeleton height="1rem" width="65%" />
      <Skeleton height="1rem" width="72%" />
    </LoadingStatus>
  );
}

function SidebarCategories() {
  const categories = useCategories();
  const shown = categories.data?.slice(SIDEBAR_CATEGORIES.from - 1, SIDEBAR_CATEGORIES.to) ?? [];
  return (
    <SidebarBlock id="blog-categories-title" title="Categories">
      {categories.isPending ? (
        <SidebarLoading label="Loading categories…" />
      ) : categories.isError ? (
        <ErrorState message="We could not load the categories." onRetry={() => void categories.refetch()} />
      ) : (
        <ul className="blog-sidebar__links">
          {shown.map((category) => (
            <li key={category._id}>
              <Link to={`/category-data/${category.slug}`}>{category.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </SidebarBlock>
  );
}

function RecentlyViewed() {
  const { products, ownViews, isPending, isError, retry } = useSidebarProducts();
  return (
    <SidebarBlock id="blog-viewed-title" title="Recently Viewed Products">
      {ownViews ? null : <p className="blog-sidebar__note">Pieces you open will be listed here. Meanwhile, a few favourites:</p>}
      {isPending ? (
        <SidebarLoading label="Loading pieces…" />
      ) : isError ? (
        <ErrorState message="We could not load these pieces." onRetry={retry} />
      ) : (
        <ul className="blog-sidebar__products">
          {products.map((product) => {
            const [picture] = product.images;
            return (
              <li key={product._id} className="blog-sidebar__product">
                {picture === undefined ? (
                  <span className="thumb blog-sidebar__thumb" aria-hidden="true" />
                ) : (
                  <StoredImage
                    className="thumb blog-sidebar__thumb"
                    src={picture}
                    sizes="4.5rem"
                    alt=""
                    lazy
                  />
                )}
                <div className="blog-sidebar__product-text">
                  <Link to={`/product/details/${product.slug}`} className="blog-sidebar__product-name">
                    <ShortName name={product.name} words={SIDEBAR_NAME_WORDS} />
                  </Link>
                  <Price price={product.price} discount={product.discount} className="blog-sidebar__price" />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SidebarBlock>
  );
}

function RecentPosts() {
  const posts = useNewestPosts(BLOG_RECENT_POSTS);
  return (
    <SidebarBlock id="blog-recent-title" title="Recent Posts">
      {posts.isPending ? (
        <SidebarLoading label="Loading posts…" />
      ) : posts.isError ? (
        <ErrorState message="We could not load the posts." onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <p className="blog-sidebar__note">No posts yet.</p>
      ) : (
        <ul className="blog-sidebar__posts">
          {posts.data.map((post) => (
            <li key={post._id}>
              <Link to={`/blogdetail/${post.slug}`}>
                <ShortName name={post.name} words={BLOG_NAME_WORDS} />
              </Link>
              <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </SidebarBlock>
  );
}
