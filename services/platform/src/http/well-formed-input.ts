import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './error-response.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';
import type { IssueDetail } from './validation-hook.ts';

const MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** Text no column, log line or JSON document downstream can hold: NUL, or a lone UTF-16 surrogate. */
export const isIllFormed = (text: string): boolean => text.includes('\u0000') || !text.isWellFormed();

const issue = (path: (string | number)[], message = MESSAGE): IssueDetail => ({
  path,
  message,
  code: 'invalid_string',
});

function pathIssues(rawPath: string): IssueDetail[] {
  try {
    return isIllFormed(decodeURIComponent(rawPath)) ? [issue(['path'])] : [];
  } catch {
    return [issue(['path'], 'is not valid percent-encoded UTF-8')];
  }
}

function queryIssues(url: URL): IssueDetail[] {
  const issues: IssueDetail[] = [];
  for (const [name, value] of url.searchParams) {
    if (isIllFormed(name) || isIllFormed(value)) issues.push(issue(['query', name]));
  }
  return issues;
}

interface Node {
  value: unknown;
  key: string | number;
  parent: Node | undefined;
}

const pathOf = (node: Node): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Node | undefined = node; at !== undefined; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * Every string in a JSON value (keys too), walked without recursion and without copying paths:
 * the nesting depth is the client's, so the cost must stay linear in the body's size.
 */
function jsonIssues(value: unknown): IssueDetail[] {
  const issues: IssueDetail[] = [];
  const pending: Node[] = [{ value, key: 'body', parent: undefined }];
  for (let node = pending.pop(); node !== undefined && issues.length < 10; node = pending.pop()) {
    const v = node.value;
    if (typeof v === 'string') {
      if (isIllFormed(v)) issues.push(issue(pathOf(node)));
    } else if (Array.isArray(v)) {
      for (const [i, item] of v.entries()) pending.push({ value: item, key: i, parent: node });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (isIllFormed(key)) issues.push(issue(pathOf(node)));
        pending.push({ value: item, key, parent: node });
      }
    }
  }
  return issues;
}

// The one rule for text on every route: a NUL byte or a lone surrogate anywhere in the path, the
// query or a JSON body is a 400 VALIDATION_ERROR naming where, before any route or database
// sees it (Postgres refuses both, which would otherwise surface as a 500). A body that is not
// JSON is left to the route's own validation, which answers it 400.

/** Whether the request says its body is JSON (then `jsonBodyRefusal` reads it). */
export const hasJsonBody = (c: Context): boolean => {
  const contentType = c.req.header('content-type');
  return contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim());
};

// Only a percent-escape or a character outside printable ASCII (a raw NUL, anything beyond ASCII)
// can make a URL ill-formed text: a URL of printable ASCII but '%' (nearly every request) needs
// no parsing here.
export const mayBeIllFormed = /[^ -$&-~]/;

function urlIssues(href: string): IssueDetail[] {
  if (!mayBeIllFormed.test(href)) return [];
  const url = new URL(href);
  return [...pathIssues(url.pathname), ...queryIssues(url)];
}

const refuse = (c: Context<AppEnv>, issues: IssueDetail[]) =>
  errorResponse(c, 400, 'VALIDATION_ERROR', { details: issues });

/** The answer to a path or query that is not well-formed text, if it is not. */
export function urlRefusal(c: Context<AppEnv>): Response | undefined {
  const issues = urlIssues(c.req.url);
  return issues.length > 0 ? refuse(c, issues) : undefined;
}

const tooDeep: IssueDetail = {
  path: ['body'],
  message: `must not nest objects and arrays more than ${MAX_JSON_DEPTH} deep`,
  code: 'too_deep',
};

/**
 * The answer to a JSON body nested deeper than MAX_JSON_DEPTH (found before anything parses it)
 * or holding text that is not well-formed, if it is either.
 */
export async function jsonBodyRefusal(c: Context<AppEnv>): Promise<Response | undefined> {
  // Read through Hono's body cache: the route's validator parses the same text afterwards.
  const text = await c.req.text();
  if (nestsDeeperThan(text)) return refuse(c, [tooDeep]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const issues = jsonIssues(parsed);
  return issues.length > 0 ? refuse(c, issues) : undefined;
}
