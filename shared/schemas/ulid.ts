import * as z from 'zod';

/** An id this API minted (a ULID): a request, a story, a notice, an upload. Its own module, so a schema that needs it builds nothing else. */
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const UlidSchema = z.string().regex(ULID, 'Not an id this API issued');
