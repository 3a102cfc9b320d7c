import type { BottleSize } from '@wine/contracts/catalog/bottle-size';
import type { WineType } from '@wine/contracts/catalog/wine-type';

export interface LabelText {
  name: string;
  producer: string;
  vintage: number | null;
  region: string;
  country: string;
  wineType: WineType;
  bottleSize: BottleSize;
}

// One accent per wine type, each dark or saturated enough to carry cream text (WCAG AA).
const accents: Record<WineType, string> = {
  red: '#6b1f2e',
  white: '#7a6a1f',
  rose: '#a3475a',
  sparkling: '#4a5a3a',
  dessert: '#8a4b12',
  fortified: '#4e2a1c',
};

const PAPER = '#f7f1e3';
const INK = '#1f1a17';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** Greedy word wrap; a word longer than a line stays whole (the font size shrinks instead). */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/**
 * A wine label drawn locally (nothing is fetched): cream paper, a double rule, the producer in
 * small capitals, the name in a serif, the vintage large in the wine type's accent colour.
 * `width` is the size it is drawn at (the optimiser's device width), 300 by default.
 */
export function labelSvg(label: LabelText, width = 300): string {
  const accent = accents[label.wineType];
  const nameLines = wrapWords(label.name, 16, 3);
  const longest = Math.max(...nameLines.map((l) => l.length));
  const nameSize = longest > 16 ? Math.max(16, Math.floor((16 * 26) / longest)) : 26;
  const nameTop = 176 - ((nameLines.length - 1) * nameSize * 1.15) / 2;
  const name = nameLines
    .map(
      (line, i) =>
        `<text x="150" y="${(nameTop + i * nameSize * 1.15).toFixed(1)}" font-size="${nameSize}" font-weight="600">${escapeXml(line)}</text>`,
    )
    .join('');
  const vintage = label.vintage === null ? 'NV' : String(label.vintage);
  const producer = escapeXml(label.producer.toUpperCase());
  // The band holds about 20 spaced capitals at 12px; longer names get smaller, never clipped.
  const producerSize =
    label.producer.length > 20 ? Math.max(7, Math.floor((12 * 20) / label.producer.length)) : 12;
  const origin = escapeXml(`${label.region} · ${label.country}`);
  const magnum =
    label.bottleSize === 'MAGNUM'
      ? `<text x="150" y="352" font-size="11" letter-spacing="4" fill="${accent}">MAGNUM 150CL</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="${width}" height="${Math.round((width * 4) / 3)}" role="img" aria-label="${escapeXml(`${label.name} ${vintage}, ${label.producer}`)}">
<rect width="300" height="400" fill="${PAPER}"/>
<rect x="14" y="14" width="272" height="372" fill="none" stroke="${accent}" stroke-width="3"/>
<rect x="22" y="22" width="256" height="356" fill="none" stroke="${accent}" stroke-width="1"/>
<rect x="22" y="22" width="256" height="44" fill="${accent}"/>
<g font-family="Georgia, 'Times New Roman', serif" text-anchor="middle" fill="${INK}">
<text x="150" y="50" font-size="${producerSize}" letter-spacing="${producerSize / 4}" fill="${PAPER}">${producer}</text>
<path d="M110 110 q40 -22 80 0" fill="none" stroke="${accent}" stroke-width="1.5"/>
${name}
<line x1="100" y1="240" x2="200" y2="240" stroke="${accent}" stroke-width="1"/>
<text x="150" y="292" font-size="40" fill="${accent}">${vintage}</text>
<text x="150" y="328" font-size="12" letter-spacing="1">${origin}</text>
${magnum}
</g>
</svg>`;
}
