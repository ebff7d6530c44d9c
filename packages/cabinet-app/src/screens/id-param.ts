/** A positive integer id from the route, else null (a bad link shows "not found" without a call). */
export const idParam = (raw: string | undefined) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);
