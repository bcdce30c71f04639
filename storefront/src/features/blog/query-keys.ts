/** The journal is public: its keys are shared by every visitor. */
export const blogKeys = {
  pages: (q: string, size: number) => ['blog', 'pages', q, size] as const,
  newest: (count: number) => ['blog', 'newest', count] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};
