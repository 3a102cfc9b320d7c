import {
  BlogPostPiece,
  GrapeVarietyPiece,
  type Piece,
  PieceId,
  WineGuidePiece,
  WineRegionPiece,
} from '@wine/contracts/content/content-pieces';
import type { z } from 'zod';
import { type ContentFile, frontMatterOf, kindAndIdOf } from './content-file.ts';

/** Why a file cannot be imported; `line` when the problem is at one. */
export interface ContentProblem {
  path: string;
  line?: number;
  reason: string;
}

export type CheckedContent =
  | { ok: true; pieces: Piece[]; paths: string[] }
  | { ok: false; problems: ContentProblem[] };

const issueText = (issue: z.core.$ZodIssue) =>
  issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`;

function pieceOf(file: ContentFile, problems: ContentProblem[]): Piece | undefined {
  const at = (reason: string, line?: number) =>
    problems.push({ path: file.path, reason, ...(line ? { line } : {}) });
  const place = kindAndIdOf(file.path);
  if (!place) {
    at('not a content file: put it in posts/, grapes/, regions/ or guides/ as <id>.md');
    return undefined;
  }
  const id = PieceId.safeParse(place.id);
  if (!id.success) at(`file name ${place.id}: use lower-case words joined by single dashes`);
  const front = frontMatterOf(file.text);
  if (!front.ok) {
    for (const p of front.problems) at(p.reason, p.line);
    return undefined;
  }
  const fields = { ...front.fields, body: front.body };
  const schema = {
    post: BlogPostPiece,
    grape: GrapeVarietyPiece,
    region: WineRegionPiece,
    guide: WineGuidePiece,
  }[place.kind];
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) at(issueText(issue), lineOfField(file.text, issue.path[0]));
    return undefined;
  }
  if (!id.success) return undefined;
  const data = parsed.data;
  switch (place.kind) {
    case 'post':
      return { kind: 'post', id: id.data, post: data as BlogPostPiece };
    case 'grape':
      return { kind: 'grape', id: id.data, grape: data as GrapeVarietyPiece };
    case 'region':
      return { kind: 'region', id: id.data, region: data as WineRegionPiece };
    case 'guide':
      return { kind: 'guide', id: id.data, guide: data as WineGuidePiece };
  }
}

/** The line of a top-level front matter field, so a problem points at it. */
function lineOfField(text: string, field: PropertyKey | undefined): number | undefined {
  if (typeof field !== 'string' || field === 'body') return undefined;
  const index = text.split('\n').findIndex((line) => line.startsWith(`${field}:`));
  return index < 0 ? undefined : index + 1;
}

/**
 * Everything the files alone can tell: front matter and fields of each, and across files that
 * post slugs and grape and region names are unique and that what a guide links to exists.
 * Every problem of every file, not only the first.
 */
export function checkContent(files: ContentFile[]): CheckedContent {
  const problems: ContentProblem[] = [];
  const pieces: Piece[] = [];
  const paths: string[] = [];
  for (const file of files) {
    const piece = pieceOf(file, problems);
    if (piece) {
      pieces.push(piece);
      paths.push(file.path);
    }
  }
  const firstOf = new Map<string, string>();
  const unique = (key: string, what: string, path: string) => {
    const seen = firstOf.get(key);
    if (seen === undefined) firstOf.set(key, path);
    else problems.push({ path, reason: `${what} is already used by ${seen}` });
  };
  const known = new Set(pieces.map((p) => `${p.kind}/${p.id}`));
  pieces.forEach((piece, index) => {
    const path = paths[index] as string;
    if (piece.kind === 'post') unique(`slug:${piece.post.slug}`, `slug ${piece.post.slug}`, path);
    if (piece.kind === 'grape')
      unique(`grape:${piece.grape.name.toLowerCase()}`, `grape name ${piece.grape.name}`, path);
    if (piece.kind === 'region')
      unique(`region:${piece.region.name.toLowerCase()}`, `region name ${piece.region.name}`, path);
    if (piece.kind === 'guide') {
      for (const ref of piece.guide.relatedContent)
        if (!known.has(ref))
          problems.push({ path, reason: `relatedContent: ${ref} is not in the content folder` });
    }
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, pieces, paths };
}

export const formatContentProblem = (p: ContentProblem) =>
  `${p.path}${p.line === undefined ? '' : `:${p.line}`}: ${p.reason}`;
