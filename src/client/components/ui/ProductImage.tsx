import type { ImgHTMLAttributes } from 'react';
import { LARGE_PICTURE_SIZES, pictureSrc, pictureSrcSet } from '../../../shared/pictureSizes';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string | null | undefined;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
};

/**
 * A product picture: offered in every stored width (`srcSet`) so the browser fetches the
 * smallest that is sharp at the shown size (`sizes`, by default the `width` up to 400 px, else
 * most of a phone's screen); falls back to the placeholder when missing or broken.
 */
export function ProductImage({
  src,
  eager = false,
  alt = '',
  width = 800,
  height = 800,
  sizes,
  ...rest
}: Props) {
  const srcSet = src ? pictureSrcSet(src) : undefined;
  const shown = Number(width) <= 400 ? `${width}px` : LARGE_PICTURE_SIZES;
  return (
    <img
      src={src ? pictureSrc(src) : PLACEHOLDER_IMAGE}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? shown) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
        img.removeAttribute('srcset');
        img.src = PLACEHOLDER_IMAGE;
      }}
      {...rest}
    />
  );
}
