import { PIECE_KINDS, type PieceKind } from '@wine/contracts/content/content-pieces';
import { parseDocument } from 'yaml';

/** One Markdown file of the content folder: where it is, and what it says. */
export interface ContentFile {
  /** As shown in problems: `posts/why-malbec-loves-mendoza.md`. */
  path: string;
  text: string;
}

/** A file's place in the folder names its kind and id: `grapes/malbec.md` is grape `malbec`. */
export function kindAndIdOf(path: string): { kind: PieceKind; id: string } | undefined {
  const match = /^([a-z]+)s\/([^/]+)\.md$/.exec(path);
  const kind = PIECE_KINDS.find((k) => k === match?.[1]);
  return kind && match?.[2] ? { kind, id: match[2] } : undefined;
}

export type FrontMatter =
  | { ok: true; fields: Record<string, unknown>; body: string }
  | { ok: false; problems: { line?: number; reason: string }[] };

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits `---\n<yaml>\n---\n<markdown>`, with YAML errors at their line in the file. */
export function frontMatterOf(text: string): FrontMatter {
  const fenced = FENCE.exec(text);
  if (!fenced)
    return {
      ok: false,
      problems: [{ line: 1, reason: 'no front matter: start with --- and YAML fields, end them with ---' }],
    };
  const document = parseDocument(fenced[1] ?? '', { prettyErrors: false });
  if (document.errors.length > 0) {
    return {
      ok: false,
      // +1: the fence line before the YAML.
      problems: document.errors.map((e) => ({
        line: (e.linePos?.[0]?.line ?? 0) + 1,
        reason: `YAML: ${e.message.split('\n')[0]}`,
      })),
    };
  }
  const fields = document.toJS() as unknown;
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields))
    return {
      ok: false,
      problems: [{ line: 2, reason: 'the front matter must be YAML fields (name: value)' }],
    };
  return { ok: true, fields: fields as Record<string, unknown>, body: fenced[2] ?? '' };
}
