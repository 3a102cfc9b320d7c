import { z } from 'zod';
import { defineEvent, eventUnion, type NewEventOf } from '../event-envelope.ts';
import {
  BlogPostPiece,
  GrapeVarietyPiece,
  PieceId,
  WineGuidePiece,
  WineRegionPiece,
} from './content-pieces.ts';

// Streams `content/<kind>/<id>` (kind: post, grape, region, guide): one piece of writing each.
// Every event is the piece whole, as written at that time: the newest one is the piece.

const writtenAt = z.iso.datetime({ offset: true });

export const BlogPostWritten = defineEvent(
  'BlogPostWritten',
  z.object({ id: PieceId, post: BlogPostPiece, writtenAt }),
);
export const GrapeVarietyWritten = defineEvent(
  'GrapeVarietyWritten',
  z.object({ id: PieceId, grape: GrapeVarietyPiece, writtenAt }),
);
export const WineRegionWritten = defineEvent(
  'WineRegionWritten',
  z.object({ id: PieceId, region: WineRegionPiece, writtenAt }),
);
export const WineGuideWritten = defineEvent(
  'WineGuideWritten',
  z.object({ id: PieceId, guide: WineGuidePiece, writtenAt }),
);

export const ContentEventEnvelope = eventUnion([
  BlogPostWritten,
  GrapeVarietyWritten,
  WineRegionWritten,
  WineGuideWritten,
]);
export type ContentEventEnvelope = z.infer<typeof ContentEventEnvelope>;
export type ContentEvent = NewEventOf<ContentEventEnvelope>;

export type BlogPostWritten = z.infer<typeof BlogPostWritten>;

export const CONTENT_EVENT_TYPES = ContentEventEnvelope.options.map((o) => o.shape.type.value);
