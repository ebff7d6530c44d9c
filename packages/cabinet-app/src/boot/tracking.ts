/**
 * Tracking headers sent with the collect calls (spec 7). Designed: `x-tracking-visitor-id`, a random id for this
 * browser tab's session (sessionStorage: not a secret, not a token), and `x-tracking-utm-source|medium|campaign`
 * from the landing URL. The sandbox records every `x-tracking-*` header with the event.
 */
const VISITOR_KEY = 'adnet-visitor';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

function visitorId(): string {
  try {
    let id = sessionStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return 'anonymous';
  }
}

const landing = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

export function visitorHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'x-tracking-visitor-id': visitorId() };
  for (const key of UTM_KEYS) {
    const value = landing.get(key);
    if (value) headers[`x-tracking-${key.replace('_', '-')}`] = value.slice(0, 100);
  }
  return headers;
}
