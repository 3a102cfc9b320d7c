import { IMAGE_DEVICE_WIDTHS, imageSrcSet, imageVariantUrl } from '@wine/contracts/catalog/image-variants';
import type { WineType } from '@wine/contracts/catalog/wine-type';
import { useState } from 'react';
import { WineLabelArt } from './wine-label-art.tsx';

/** What the drawn label shows: any wine, product or cart line carries these. */
interface WineLabel {
  name: string;
  producer: string;
  vintage: number | null;
  wineType: WineType;
}

interface WineImageProps {
  src: string | undefined;
  alt: string;
  wine: WineLabel;
  /** The first cards on a page load eagerly; the rest wait until they scroll near. */
  eager?: boolean;
  /** How wide the image is drawn, for the browser to pick a width from the srcset. */
  sizes?: string;
  /** The page's largest image (a wine's own page, the drop's hero): fetched first, ahead of the script. */
  priority?: boolean;
}

// A card's image: half a phone's width, a fixed column on wider screens.
const CARD_SIZES = '(max-width: 768px) 50vw, 240px';
/** A wine's own page (product, the drop's hero): the phone's width, a wide column otherwise. */
export const PAGE_IMAGE_SIZES = '(max-width: 768px) 100vw, 480px';

/**
 * The bottle photograph (or the wine's drawn label) through the image optimiser, or drawn label
 * art in the page when there is none or it will not load.
 */
export function WineImage({
  src,
  alt,
  eager = false,
  wine,
  sizes = CARD_SIZES,
  priority = false,
}: WineImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const { name, producer, vintage, wineType } = wine;
    return <WineLabelArt name={name} producer={producer} vintage={vintage} wineType={wineType} />;
  }
  return (
    <img
      // Spec section 9: the optimiser's quality 75, at each device width from 640 to 3840.
      src={imageVariantUrl(src, IMAGE_DEVICE_WIDTHS[0])}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      // The labels' own proportions (3:4), as the card's image box (wine-card.module.css).
      width={300}
      height={400}
      loading={eager || priority ? 'eager' : 'lazy'}
      // Also what makes React's server render preload it in the page's head at that priority.
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
