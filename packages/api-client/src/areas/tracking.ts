import type { CallOptions, Transport } from '../transport/transport';
import type { CollectActionWire, CollectViewWire, OkWire } from '../wire';

/** The tracking calls of spec section 7, sent with the host's tracking headers. */
export function trackingArea(t: Transport) {
  const collect = (path: string, body: unknown, o?: CallOptions) =>
    t.request<OkWire>({
      method: 'POST',
      path,
      body,
      headers: t.options.trackingHeaders?.(),
      refresh: false,
      // A lost page view is not a failure anyone meets, and it would double the traffic of an outage.
      report: false,
      ...o,
    });
  return {
    /** Records a page view. */
    view: (body: CollectViewWire, o?: CallOptions) => collect('/api/public/collect/view', body, o),
    /** Records a user action. */
    action: (body: CollectActionWire, o?: CallOptions) => collect('/api/public/collect/action', body, o),
  };
}
