import { useCallback } from 'react';
import type { CampaignType } from '@adnet/api-client';
import { useApi } from '../api-context';

/**
 * The user actions the growth team measures (`POST /api/public/collect/action`, spec 7), listed with when each is
 * sent in docs/decisions.md ("Tracking"). Only these are sent.
 */
export const TRACKED_ACTIONS = [
  'sign_up_started',
  'sign_up_finished',
  'campaign_created',
  'campaign_submitted',
  'deposit_address_copied',
  'withdraw_requested',
] as const;
export type TrackedAction = (typeof TRACKED_ACTIONS)[number];

/**
 * What an action may carry: categories, never personal data (no e-mail, name, id, address, amount or free text). A
 * type of its own, so adding a field is a decision taken here, not at a call site.
 */
export interface TrackedData {
  /** The campaign's type (the UI value, `Task`). */
  campaignType?: CampaignType;
  /** Where a new campaign came from: the editor, or a copy of another. */
  via?: 'editor' | 'copy';
}

/**
 * Sends a tracked action with the current path (never the query: it may hold a token) and the tracking headers;
 * fire and forget, like the page views: a lost event is nothing a user meets.
 */
export function useTrack() {
  const api = useApi();
  return useCallback(
    (action: TrackedAction, data?: TrackedData) => {
      void api.tracking
        .action({ action, path: window.location.pathname, ...(data && { data: { ...data } }) })
        .catch(() => undefined);
    },
    [api],
  );
}
