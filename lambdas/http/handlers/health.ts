import { httpHandler } from '../http-handler';

/** GET /health: liveness, no API key needed. */
export const handler = httpHandler({ auth: false }, async () => ({ body: { status: 'ok' } }));
