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
}

/** The bottle photograph, or drawn label art when there is none or it will not load. */
export function WineImage({ src, alt, eager = false, wine }: WineImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const { name, producer, vintage, wineType } = wine;
    return <WineLabelArt name={name} producer={producer} vintage={vintage} wineType={wineType} />;
  }
  return (
    <img
      src={src}
      alt={alt}
      // The labels' own proportions (3:4), as the card's image box (wine-card.module.css).
      width={300}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
