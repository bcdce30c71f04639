import type { ReactNode } from 'react';
import { BlogSearch } from './BlogSearch';
import { BlogSidebar } from './BlogSidebar';
import './blog.css';

export type BlogLayoutProps = {
  /** The list or the post. */
  children: ReactNode;
};

/**
 * The list and a post share one frame (spec 2: 'same sidebar'): the search box, the page's own content,
 * and the side column. On a phone the search comes first and the side column last.
 */
export function BlogLayout({ children }: BlogLayoutProps) {
  return (
    <div className="container blog-layout">
      <div className="blog-layout__search">
        <BlogSearch />
      </div>
      <div className="blog-layout__main">{children}</div>
      <div className="blog-layout__side">
        <BlogSidebar />
      </div>
    </div>
  );
}
