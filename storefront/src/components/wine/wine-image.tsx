import type { WineType } from '@wine/contracts/catalog/wine-type';
import { useState } from 'react';
import { WineLabelArt } from './wine-label-art.tsx';

interface WineImageProps {
  src: string | undefined;
  alt: string;
  name: string;
  producer: string;
  vintage: number | null;
  wineType: WineType;
  /** The first cards on a page load eagerly; the rest wait until they scroll near. */
  eager?: boolean;
}

/** The bottle photograph, or drawn label art when there is none or it will not load. */
export function WineImage({ src, alt, eager = false, ...art }: WineImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <WineLabelArt {...art} />;
  return (
    <img
      src={src}
      alt={alt}
      width={240}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
