import type { WineType } from '@wine/contracts/catalog/wine-type';

// Glass colours per style, so a wall of generated bottles still reads as reds, whites and fizz.
const GLASS: Readonly<Record<WineType, string>> = {
  red: '#3b1218',
  white: '#c9c08a',
  rose: '#e3a6a0',
  sparkling: '#2f3d2a',
  dessert: '#b7862c',
  fortified: '#4a1f12',
};

interface WineLabelArtProps {
  name: string;
  producer: string;
  vintage: number | null;
  wineType: WineType;
}

/** A drawn bottle and label, used when a wine has no photograph or it fails to load. */
export function WineLabelArt({ name, producer, vintage, wineType }: WineLabelArtProps) {
  const initial = producer.trim().charAt(0).toUpperCase() || name.trim().charAt(0).toUpperCase();
  return (
    <svg viewBox="0 0 120 200" role="img" aria-label={`Bottle of ${name}`}>
      <path
        d="M50 8h20v44c0 6 18 14 18 38v96a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6V90c0-24 18-32 18-38z"
        fill={GLASS[wineType]}
      />
      <rect x="50" y="8" width="20" height="16" rx="2" fill="#7b1e2e" />
      <rect x="38" y="104" width="44" height="58" rx="3" fill="#fffdf9" />
      <rect x="41" y="107" width="38" height="52" rx="2" fill="none" stroke="#b9ab98" strokeWidth="0.8" />
      <text x="60" y="133" textAnchor="middle" fontFamily="Georgia, serif" fontSize="18" fill="#1f1a17">
        {initial}
      </text>
      <text x="60" y="150" textAnchor="middle" fontFamily="Georgia, serif" fontSize="8" fill="#5d534b">
        {vintage ?? 'NV'}
      </text>
    </svg>
  );
}
