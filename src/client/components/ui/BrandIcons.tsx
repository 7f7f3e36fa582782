import type { SVGProps } from 'react';

/** Social network marks (lucide no longer ships brand icons). Sized and coloured like lucide icons. */
type IconProps = SVGProps<SVGSVGElement>;

const Svg = ({ children, ...props }: IconProps) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden focusable="false" {...props}>
    {children}
  </svg>
);

export const FacebookIcon = (props: IconProps) => (
  <Svg fill="currentColor" {...props}>
    <path d="M14 8.5V6.8c0-.8.5-1.3 1.3-1.3H17V2h-2.6C11.6 2 10 3.7 10 6.5v2H7.5V12H10v10h4V12h2.8l.5-3.5z" />
  </Svg>
);

export const TwitterIcon = (props: IconProps) => (
  <Svg fill="currentColor" {...props}>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
  </Svg>
);

export const InstagramIcon = (props: IconProps) => (
  <Svg fill="none" stroke="currentColor" strokeWidth="2" {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </Svg>
);

export const PinterestIcon = (props: IconProps) => (
  <Svg fill="currentColor" {...props}>
    <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.3-5.5s-.3-.7-.3-1.6c0-1.5.9-2.7 2-2.7.9 0 1.4.7 1.4 1.6 0 1-.6 2.4-.9 3.7-.3 1.1.6 2 1.7 2 2 0 3.5-2.1 3.5-5.2 0-2.7-2-4.6-4.8-4.6-3.3 0-5.2 2.5-5.2 5 0 1 .4 2.1.9 2.7l.1.3-.3 1.4c-.1.2-.2.3-.4.2-1.5-.7-2.4-2.8-2.4-4.6 0-3.7 2.7-7.2 7.8-7.2 4.1 0 7.3 2.9 7.3 6.9 0 4.1-2.6 7.4-6.2 7.4-1.2 0-2.3-.6-2.7-1.4l-.7 2.8c-.3 1-1 2.3-1.5 3.1A10 10 0 1 0 12 2z" />
  </Svg>
);

export const LinkedinIcon = (props: IconProps) => (
  <Svg fill="currentColor" {...props}>
    <path d="M4 9h3.2v11H4zm1.6-5.2a1.8 1.8 0 1 1 0 3.7 1.8 1.8 0 0 1 0-3.7zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.3 0 3.6 2.2 3.6 4.9V20h-3.2v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20H10z" />
  </Svg>
);
