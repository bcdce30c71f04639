/**
 * Where /login leads once signed in: its ?next= when that is a path of this shop ('/wishlist',
 * '/product/details/x'), else home (spec 4). Anything else ('//elsewhere.example', 'https://…', '/\elsewhere', or
 * a tab or line break, which URLs drop) could name another site.
 */
export function nextPath(next: string | null): `/${string}` {
  return next !== null && isShopPath(next) ? next : '/';
}

function isShopPath(path: string): path is `/${string}` {
  return /^\/(?![/\\])/.test(path) && ![...path].some((char) => char < ' ');
}

/** /login with a way back to `path`, for a link that asks a guest to sign in. */
export function loginPath(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
