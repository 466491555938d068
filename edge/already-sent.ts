/**
 * The answer the edge hands @hono/node-server when it wrote the Node response itself (a page from Astro or the page
 * cache). The server skips an answer marked so, but only one of the runtime's own Response class: its module builds
 * the mark with whatever global Response exists when it is first loaded, and once a server in the process has
 * replaced that global with its lighter Response, the mark carries a head of its own, which the server writes again
 * ("Cannot set headers after they are sent to the client", the answer ended once more with the error, the
 * connection closed). Reading the mark's body once makes the lighter Response hold a runtime one, which the server
 * then reads, so the mark works whichever module loaded first.
 */
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';

void RESPONSE_ALREADY_SENT.body;

export const ALREADY_SENT: Response = RESPONSE_ALREADY_SENT;
