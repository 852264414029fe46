import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request slower than this is logged whatever the level (ISSUE 5 "Fast, small delivery"). */
export const slowRequestMs = 500;
/** The levels at which every request gets its line. */
const detailedLevels = new Set(['debug', 'trace']);

/**
 * At most one line per request, in place of Fastify's two at `info`: written at `debug` only,
 * unless the request failed (5xx or an error: `error`) or was slow (`warn`), so that the default
 * level keeps only what someone must look at. The line names the path without its query string,
 * which may carry what a user searched for.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime);
    const failed = Boolean(error) || reply.statusCode >= 500;
    const slow = responseTime > slowRequestMs;
    if (!failed && !slow && !detailedLevels.has(reply.log.level)) return;
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      statusCode: reply.statusCode,
      responseTime,
      ...(error ? { err: error } : {}),
    };
    if (failed) reply.log.error(line, 'request failed');
    else if (slow) reply.log.warn(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}
