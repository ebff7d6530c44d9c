/** Per-attempt request timeout (spec section 9). */
export const REQUEST_TIMEOUT_MS = 30_000;
