import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WineImage } from './wine-image.tsx';

const wine = { name: 'Barolo', producer: 'Vietti', vintage: 2017, wineType: 'red' as const };
const attribute = (html: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('every wine image goes through the optimiser: quality 75, widths 640 to 3840 (spec section 9)', () => {
  it('offers each device width at quality 75, with sizes, labels included', () => {
    const html = renderToStaticMarkup(
      <WineImage src="/media/labels/barolo-2017.svg" alt="Label of Barolo" wine={wine} />,
    );
    const srcSet = attribute(html, 'srcSet') ?? '';
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '640w',
      '750w',
      '828w',
      '1080w',
      '1200w',
      '1920w',
      '2048w',
      '3840w',
    ]);
    expect(srcSet).toContain('/media/labels/barolo-2017.svg?w=3840&q=75 3840w');
    expect(attribute(html, 'src')).toBe('/media/labels/barolo-2017.svg?w=640&q=75');
    expect(attribute(html, 'sizes')).toBe('(max-width: 768px) 50vw, 240px');
  });

  it('draws the label in the page when there is no image to optimise', () => {
    const html = renderToStaticMarkup(<WineImage src={undefined} alt="" wine={wine} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('aria-label="Bottle of Barolo"');
  });
});
