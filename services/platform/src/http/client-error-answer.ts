import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { type ErrorCode, errorEnvelope, httpStatusErrorCode } from '@wine/contracts/errors';
import type { Logger } from '../observability/logger.ts';
import { REQUEST_ID_HEADER, requestIdsOf } from './request-ids.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

interface Refusal {
  status: number;
  code: ErrorCode;
  message?: string;
  details?: unknown;
}

/** What Node could not take as a request, answered as Node would by default (status), in our envelope. */
function refusalFor(code: string | undefined): Refusal {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: httpStatusErrorCode(431),
        message: 'The request headers are too large',
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: httpStatusErrorCode(413), message: 'The request body is too large' };
    // headersTimeout and requestTimeout: the head or the whole request came too slowly.
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: httpStatusErrorCode(408),
        message: 'The request did not arrive in time',
      };
    default:
      // The spec's 400 is always 'Validation failed'; what failed goes in the details.
      return {
        status: 400,
        code: 'VALIDATION_ERROR',
        details: [{ path: [], message: 'Malformed HTTP request', code: 'invalid_request' }],
      };
  }
}

/**
 * The server's 'clientError' listener: a request Node refuses before the app sees it (headers
 * over Node's limit, a head or body that comes too slowly, bytes that are not HTTP) is answered
 * in the contracts' error envelope with a request id and the security headers, as every other
 * refusal, instead of Node's bare status line; then the connection is closed. A socket that
 * has already been written to, or that the client reset, is only closed.
 */
export function answerClientError(
  logger: Logger,
): (error: Error & { code?: string }, socket: Duplex) => void {
  return (error, socket) => {
    const connection = socket as Socket;
    if (error.code === 'ECONNRESET' || !connection.writable || connection.bytesWritten > 0) {
      connection.destroy();
      return;
    }
    const refusal = refusalFor(error.code);
    const { requestId } = requestIdsOf(undefined, undefined);
    logger.info({ requestId, status: refusal.status, errorCode: error.code }, 'refused before the app');
    const body = JSON.stringify(
      errorEnvelope(refusal.code, { message: refusal.message, details: refusal.details, requestId }),
    );
    const head = [
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      `${REQUEST_ID_HEADER}: ${requestId}`,
      ...SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}`),
      'connection: close',
    ];
    connection.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => connection.destroy());
  };
}
