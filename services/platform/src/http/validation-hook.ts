import type { Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './error-response.ts';

export interface IssueDetail {
  path: (string | number)[];
  message: string;
  code: string;
}

/** A custom issue may name its own code (e.g. an identity provider's 'auth/...') in `params.code`. */
const codeOf = (issue: z.core.$ZodIssue): string =>
  issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : issue.code;

/** The zod issues a client needs to point at the bad field, without zod's internals. */
export function issueDetails(issues: readonly z.core.$ZodIssue[]): IssueDetail[] {
  return issues.map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
    message: issue.message,
    code: codeOf(issue),
  }));
}

/**
 * The `defaultHook` of every router: a request that fails its route's schema (params, query,
 * headers, body) is a 400 VALIDATION_ERROR with the issues as details, as the spec's clients expect.
 */
export const validationHook: Hook<unknown, AppEnv, string, Response | undefined> = (result, c) => {
  if (result.success) return undefined;
  return errorResponse(c, 400, 'VALIDATION_ERROR', { details: issueDetails(result.error.issues) });
};
