import type { ContentEvent } from '@wine/contracts/content/content-events';
import type { BlogPostPiece, Piece } from '@wine/contracts/content/content-pieces';
import { IllegalStateError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import type { ContentCommand } from './content-commands.ts';
import { contentDecider } from './content-decider.ts';

const { given } = specFor(contentDecider);
const earlier = '2025-03-01T09:00:00.000Z';
const now = '2025-03-10T12:00:00.000Z';

const post: BlogPostPiece = {
  slug: 'why-malbec-loves-mendoza',
  title: 'Why Malbec loves Mendoza',
  excerpt: 'Altitude, sunshine and a grape that found its home.',
  author: { name: 'Ana Ruiz', bio: 'Buyer for South America.' },
  category: 'Regions',
  tags: ['malbec', 'argentina'],
  featuredImage: { url: '/journal/vineyard.svg', alt: 'Vines under the Andes' },
  publishedAt: '2025-02-20',
  isPublished: true,
  isFeatured: true,
  seoTitle: 'Why Malbec loves Mendoza',
  seoDescription: 'How altitude made Mendoza the home of Malbec.',
  body: 'Malbec came from Cahors.',
};
const asPiece = (p: BlogPostPiece): Piece => ({ kind: 'post', id: 'malbec-mendoza', post: p });
const write = (p: BlogPostPiece): ContentCommand => ({
  type: 'WritePiece',
  data: asPiece(p),
  metadata: { now },
});
const written = (p: BlogPostPiece, writtenAt = earlier): ContentEvent => ({
  type: 'BlogPostWritten',
  data: { id: 'malbec-mendoza', post: p, writtenAt },
});

describe('a piece never written', () => {
  it('is written, stamped with the time of the import', () =>
    given([])
      .when(write(post))
      .then([written(post, now)]));
});

describe('a written piece', () => {
  it('written again as it is changes nothing, so a repeated import appends nothing', () =>
    given([written(post)])
      .when(write({ ...post, tags: ['malbec', 'argentina'] }))
      .thenNothing());

  it('is written whole again when anything in it changed, a draft published included', () => {
    const draft = { ...post, isPublished: false };
    given([written(draft)])
      .when(write(post))
      .then([written(post, now)]);
  });

  it('keeps the slug it was published with', () =>
    given([written(post)])
      .when(write({ ...post, slug: 'malbec-and-mendoza' }))
      .thenThrows(IllegalStateError, /cannot change/));
});
