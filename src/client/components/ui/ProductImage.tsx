import type { ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
};

/** A product picture that falls back to the placeholder when missing or broken. */
export function ProductImage({
  src,
  eager = false,
  alt = '',
  width = 800,
  height = 800,
  ...rest
}: Props) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
      }}
      {...rest}
    />
  );
}
