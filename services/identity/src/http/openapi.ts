import type { ErrorEnvelope } from '@wine/contracts/errors';
import { errorJson, type JsonResponse } from '@wine/platform/http/openapi-parts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'Validation failed (VALIDATION_ERROR); error.details lists each problem with its path and text',
  401: 'No valid bearer token (AUTH_REQUIRED), or a proof that failed; see error.details.authCode',
  403: 'Not allowed for this caller (FORBIDDEN)',
  404: 'Not found (NOT_FOUND)',
  409: 'Refused in the current state (CONFLICT or ILLEGAL_STATE); see error.details.authCode',
  429: "Too many attempts (RATE_LIMITED): 'Too many failed attempts. Please try again later.'",
};

export { bearer, json, jsonBody } from '@wine/platform/http/openapi-parts';

/** The error envelope responses a route declares, for the OpenAPI document: `errorJson` per status. */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, JsonResponse<typeof ErrorEnvelope>> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorJson(errorDescriptions[status])]),
  ) as Record<S, JsonResponse<typeof ErrorEnvelope>>;
}
