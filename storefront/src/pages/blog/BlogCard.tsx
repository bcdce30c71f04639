import { Link } from 'react-router-dom';
import type { Blog } from '../../features/blog/api';
import { formatLongDate } from '../../lib/format-date';
import { StoredImage } from '../../components/StoredImage/StoredImage';
import './BlogCard.css';

export type BlogCardProps = {
  post: Blog;
  /** What the card says of the post: its first paragraph on /blog, 20 words on the home page (spec 9). */
  excerpt: string;
  /** The `sizes` of the cover's srcset, from the columns the card sits in. */
  imageSizes: string;
};

/** A post as a card (spec 2): cover, date, name, a few words and 'Read More' to /blogdetail/{slug}. */
export function BlogCard({ post, excerpt, imageSizes }: BlogCardProps) {
  const [cover] = post.images;
  const to = `/blogdetail/${post.slug}`;
  const published = formatLongDate(post.createdAt);
  return (
    <article className="card blog-card">
      <div className="card__media blog-card__media">
        {cover === undefined ? (
          <span className="blog-card__no-image">No image available</span>
        ) : (
          <StoredImage
            className="blog-card__image"
            src={cover}
            sizes={imageSizes}
            width={1600}
            height={600}
            alt=""
            lazy
          />
        )}
      </div>
      <div className="blog-card__body">
        {published === null ? null : (
          <p className="eyebrow blog-card__date">
            <time dateTime={post.createdAt}>{published}</time>
          </p>
        )}
        <h3 className="blog-card__name">
          <Link to={to}>{post.name}</Link>
        </h3>
        <p className="blog-card__excerpt">{excerpt}</p>
        <Link to={to} className="blog-card__more" aria-label={`Read More: ${post.name}`}>
          Read More
        </Link>
      </div>
    </article>
  );
}
