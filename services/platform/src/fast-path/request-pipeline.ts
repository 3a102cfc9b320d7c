// FAST PATH (docs/fast-path.md): the platform's eight middleware steps folded into one Hono
// middleware (one compose step instead of eight). Justified by `npm run bench:shop` (docs/catalog.md,
// "Ten middleware layers, now three"), measured with the rest of the listing's path.
import type { Context, MiddlewareHandler, Next } from 'hono';
import { type AccessRecorder, answeredBy } from '../http/access-log.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requestBodyLimit } from '../http/body-limit.ts';
import { callerAddress } from '../http/client-address.ts';
import { regionRefusal } from '../http/region.ts';
import { takeRequestIds } from '../http/request-ids.ts';
import { inRequestScope } from '../http/request-scope.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';
import { hasJsonBody, jsonBodyRefusal, urlRefusal } from '../http/well-formed-input.ts';
import { withAnswerHeaders } from './answer-headers.ts';

export interface PipelineOptions {
  /** The app's access log and histogram (accessLog). */
  record: AccessRecorder;
  /** Whose X-Forwarded-For names the caller (see client-address.ts). */
  isTrustedProxy: (address: string) => boolean;
}

/** A refusal answers the request as a middleware's returned Response would (as compose does). */
function answer(c: Context<AppEnv>, refusal: Response | undefined): void {
  if (refusal) c.res = refusal;
}

/**
 * What every request goes through before its route, as one middleware: one step of Hono's
 * compose instead of eight, each id and header read once. In order: the request and correlation
 * ids, and the security headers on whatever answer comes back; the caller's address; then what
 * refuses bad input before anything parses it (ill-formed text in the URL, a body over the
 * limit, ill-formed text in a JSON body, an unknown region), each refusal answered in the error
 * envelope; then the route inside the request's context (`runWithContext`). Every request,
 * refused or answered, ends with one access line and one histogram observation.
 */
export function requestPipeline(options: PipelineOptions): MiddlewareHandler<AppEnv> {
  const { record } = options;
  const limitBody = requestBodyLimit();

  const admitted = (c: Context<AppEnv>, next: Next): Promise<void> => {
    const refusal = regionRefusal(c);
    if (refusal) {
      answer(c, refusal);
      return Promise.resolve();
    }
    return inRequestScope(c, next);
  };

  const bodyChecked = (c: Context<AppEnv>, next: Next): Promise<void> =>
    limitBody(c, async () => {
      const refusal = hasJsonBody(c) ? await jsonBodyRefusal(c) : undefined;
      if (refusal) answer(c, refusal);
      else await admitted(c, next);
    }).then((refusal) => answer(c, refusal || undefined));

  // Not an async function: a GET with no body goes from the checks to the route in one call.
  const checked = (c: Context<AppEnv>, next: Next): Promise<void> => {
    const refusal = urlRefusal(c);
    if (refusal) {
      answer(c, refusal);
      return Promise.resolve();
    }
    const bodyless = (c.req.method === 'GET' || c.req.method === 'HEAD') && !hasJsonBody(c);
    return bodyless ? admitted(c, next) : bodyChecked(c, next);
  };

  return (c, next) => {
    const startedAt = performance.now();
    const ids = takeRequestIds(c);
    c.set('clientAddress', callerAddress(c, options.isTrustedProxy));
    return withAnswerHeaders(c, [SECURITY_HEADERS, ids], () => checked(c, next)).then(() =>
      record(answeredBy(c, startedAt)),
    );
  };
}
