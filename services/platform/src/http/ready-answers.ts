import { strongEtag } from './entity-tags.ts';

/** UTF-8 bytes of a serialised answer, as a cache keeps it (written to the socket as is on a hit). */
export type Bytes = Uint8Array<ArrayBuffer>;

/** A JSON answer made before it was asked for: its UTF-8 bytes and their entity tag, made once. */
export interface ReadyAnswer {
  readonly body: Bytes;
  /** A strong ETag: a client holding these bytes asks with If-None-Match and is answered 304. */
  readonly etag: string;
}

const utf8 = new TextEncoder();

/** A value's JSON as a ready answer (a cache keeps these: a hit is written as it is). */
export function readyJson(value: unknown): ReadyAnswer {
  const body = utf8.encode(JSON.stringify(value));
  return { body, etag: strongEtag(body) };
}
