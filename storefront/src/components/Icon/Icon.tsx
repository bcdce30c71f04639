import type { ReactNode, SVGProps } from 'react';

const paths = {
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </>
  ),
  heart: (
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z" />
  ),
  bag: (
    <>
      <path d="M5.5 8.5h13l-1 11.5h-11Z" />
      <path d="M9 8.5V7a3 3 0 0 1 6 0v1.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.75" />
      <path d="M4.75 20c.9-3.6 3.8-5.5 7.25-5.5s6.35 1.9 7.25 5.5" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
  home: (
    <>
      <path d="M4 10.5 12 4l8 6.5" />
      <path d="M6 9v11h12V9" />
      <path d="M10 20v-5.5h4V20" />
    </>
  ),
  grid: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
    </>
  ),
  star: <path d="m12 3.8 2.5 5.1 5.6.8-4.05 3.95.95 5.6L12 16.6l-5 2.65.95-5.6L3.9 9.7l5.6-.8Z" />,
  gift: (
    <>
      <rect x="4" y="9" width="16" height="4" rx=".5" />
      <path d="M5.5 13v7h13v-7M12 9v11" />
      <path d="M12 9c-1.5-3.5-5.5-4-5.5-1.5C6.5 9 9 9 12 9Zm0 0c1.5-3.5 5.5-4 5.5-1.5C17.5 9 15 9 12 9Z" />
    </>
  ),
  chat: (
    <>
      <path d="M20 11.5a7.5 7.5 0 0 1-11.1 6.6L4.5 19.5l1.4-4.1A7.5 7.5 0 1 1 20 11.5Z" />
      <path d="M9 10.5h6M9 13.5h4" />
    </>
  ),
  truck: (
    <>
      <path d="M3 6.5h11v9.5H3Z" />
      <path d="M14 10h3.5l3 3.2V16H14" />
      <circle cx="7" cy="17.5" r="1.75" />
      <circle cx="17" cy="17.5" r="1.75" />
    </>
  ),
  refund: (
    <>
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
      <path d="M4.5 4.5v3.8h3.8" />
      <path d="M10 9.5h4.5M10 9.5c2.5 0 2.5 3.5 0 3.5h-.5l3.5 3.5M10 11.25h4.5" />
    </>
  ),
  support: (
    <>
      <path d="M5 13v-1.5a7 7 0 0 1 14 0V13" />
      <rect x="3.5" y="12.5" width="3.5" height="5.5" rx="1.2" />
      <rect x="17" y="12.5" width="3.5" height="5.5" rx="1.2" />
      <path d="M18.75 18v.5a2.5 2.5 0 0 1-2.5 2.5H13" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
      <path d="M12 14.5v2" />
    </>
  ),
  phone: (
    <path d="M8.2 4.5 6 4.6a2 2 0 0 0-1.9 2.2c.7 6.7 6.4 12.4 13.1 13.1a2 2 0 0 0 2.2-1.9l.1-2.2-3.6-1.6-1.8 1.8a10 10 0 0 1-4.6-4.6l1.8-1.8Z" />
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-5.7-6.5-11a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  chevronDown: <path d="m6.5 9.5 5.5 5.5 5.5-5.5" />,
  logout: (
    <>
      <path d="M14 4.5H6.5v15H14" />
      <path d="M10.5 12h9.5M17 8.5l3.5 3.5-3.5 3.5" />
    </>
  ),
  eye: (
    <>
      <path d="M2.75 12S6 5.75 12 5.75 21.25 12 21.25 12 18 18.25 12 18.25 2.75 12 2.75 12Z" />
      <circle cx="12" cy="12" r="2.75" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M4 4l16 16" />
      <path d="M9.9 6.1A9 9 0 0 1 12 5.75C18 5.75 21.25 12 21.25 12a15.7 15.7 0 0 1-2.9 3.6M15 15.9a4.9 4.9 0 0 1-3 1A9.7 9.7 0 0 1 2.75 12a15.6 15.6 0 0 1 3.8-4.4" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="14" r="3.75" />
      <path d="m10.7 11.3 8.3-8.3M16.5 5.5l2.25 2.25M14.25 7.75l1.75 1.75" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7l-1.3 1.3" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.3-1.3" />
    </>
  ),
  share: (
    <>
      <circle cx="17.5" cy="5.5" r="2.25" />
      <circle cx="6.5" cy="12" r="2.25" />
      <circle cx="17.5" cy="18.5" r="2.25" />
      <path d="m8.5 10.9 7-4.3M8.5 13.1l7 4.3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof paths;

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  name: IconName;
  size?: number;
  /** When set, the icon is announced with this text; otherwise it is decorative. */
  title?: string;
};

/** The shop's line icons, drawn inline so no image can go missing. */
export function Icon({ name, size = 22, title, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title === undefined ? undefined : 'img'}
      aria-hidden={title === undefined ? true : undefined}
      aria-label={title}
      focusable="false"
      {...rest}
    >
      {paths[name]}
    </svg>
  );
}
