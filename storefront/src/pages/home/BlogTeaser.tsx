import { ErrorState } from '../../components/ErrorState/ErrorState';
import { LoadingStatus, Skeleton } from '../../components/Skeleton/Skeleton';
import { Slider } from '../../components/Slider/Slider';
import { BLOG_AUTOPLAY_MS, BLOG_SLIDES, BLOG_TEASER_POSTS, BLOG_TEASER_WORDS } from '../../constants';
import { teaserOf } from '../../features/blog/blog-rules';
import { useNewestPosts } from '../../features/blog/use-newest-posts';
import { BlogCard } from '../blog/BlogCard';
import { SectionHeading, SectionMore } from './SectionHeading';
import './BlogTeaser.css';

const IMAGE_SIZES = '(min-width: 1024px) 23vw, (min-width: 768px) 30vw, 92vw';

/**
 * The home page's last section (spec 2): the newest posts about the latest in jewellery trends in a slider
 * (spec 9: every 4000 ms; 1, 3 from 768 px, 4 from 1024 px), each cut to 20 words with 'Read More'. Its
 * posts are asked for only when it is drawn, so the home page's first calls stay three.
 */
export function BlogTeaser() {
  const posts = useNewestPosts(BLOG_TEASER_POSTS);
  if (posts.isSuccess && posts.data.length === 0) return null;

  return (
    <section className="home-section home-section--tinted blog-teaser" aria-labelledby="blog-teaser-title">
      <div className="container">
        <SectionHeading id="blog-teaser-title" eyebrow="From our journal" title="The Latest in Jewellery Trends">
          Styling ideas, care at home and stories from our workshop.
        </SectionHeading>
        {posts.isPending ? (
          <LoadingStatus label="Loading posts…" className="blog-teaser__loading">
            {Array.from({ length: BLOG_SLIDES.lg }, (_, index) => (
              <div key={index} className="blog-teaser__skeleton" aria-hidden="true">
                <Skeleton aspectRatio={16 / 9} />
                <Skeleton width="85%" height="1.25rem" />
                <Skeleton width="100%" height="3rem" />
              </div>
            ))}
          </LoadingStatus>
        ) : posts.isError ? (
          <ErrorState message="We could not load the latest posts." onRetry={() => void posts.refetch()} />
        ) : (
          <Slider label="Latest blog posts" autoplayMs={BLOG_AUTOPLAY_MS} perView={BLOG_SLIDES}>
            {posts.data.map((post) => (
              <BlogCard
                key={post._id}
                post={post}
                excerpt={teaserOf(post.description, BLOG_TEASER_WORDS)}
                imageSizes={IMAGE_SIZES}
              />
            ))}
          </Slider>
        )}
        <SectionMore to="/blog">Read the blog</SectionMore>
      </div>
    </section>
  );
}
