import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftKey,
  loadDraft,
  newCampaignValues,
  otherNewDrafts,
  saveDraft,
  type EditorValues,
} from './editor-model';

const USER = 7;

/** What a user typed into a new form of `type` (its values are of that type). */
const typed = (type: EditorValues['campaignType'], name: string): EditorValues => ({
  ...newCampaignValues(type),
  name,
});

afterEach(() => localStorage.clear());

describe('the drafts of new campaigns', () => {
  it('are offered only on the form of their own type', () => {
    saveDraft({
      userId: USER,
      campaignId: null,
      original: newCampaignValues('Task'),
      values: typed('Task', 'A task half typed'),
      mobilePreviewOpen: false,
    });
    expect(loadDraft(USER, null, 'Task')?.values.name).toBe('A task half typed');
    // Another type's form does not get it: restoring it there switched the form's type under the URL.
    expect(loadDraft(USER, null, 'BotMessageMedia')).toBeNull();
    // It names it instead, with its type, to open its own form.
    expect(otherNewDrafts(USER, 'BotMessageMedia').map((d) => [d.campaignType, d.values.name])).toEqual([
      ['Task', 'A task half typed'],
    ]);
    expect(otherNewDrafts(USER, 'Task')).toEqual([]);
  });

  it('keep each type apart: a draft of one type never overwrites another type’s', () => {
    const base = { userId: USER, campaignId: null, mobilePreviewOpen: false } as const;
    saveDraft({ ...base, original: newCampaignValues('Task'), values: typed('Task', 'Task one') }, 1_000);
    saveDraft(
      { ...base, original: newCampaignValues('InChat'), values: typed('InChat', 'In-chat one') },
      2_000,
    );
    expect(loadDraft(USER, null, 'Task')?.values.name).toBe('Task one');
    expect(loadDraft(USER, null, 'InChat')?.values.name).toBe('In-chat one');
    // Newest first.
    expect(otherNewDrafts(USER, 'MainPage').map((d) => d.campaignType)).toEqual(['InChat', 'Task']);
    clearDraft(USER, null, 'Task');
    expect(loadDraft(USER, null, 'Task')).toBeNull();
    expect(loadDraft(USER, null, 'InChat')).not.toBeNull();
  });

  it('move with a type changed in the form: filed under the values’ type, the first type’s dropped', () => {
    const base = { userId: USER, campaignId: null, mobilePreviewOpen: false } as const;
    saveDraft({ ...base, original: newCampaignValues('Task'), values: typed('Task', 'Started as a task') });
    saveDraft({ ...base, original: newCampaignValues('Task'), values: typed('InChat', 'Now in-chat') });
    expect(loadDraft(USER, null, 'Task')).toBeNull();
    expect(loadDraft(USER, null, 'InChat')?.values).toMatchObject({
      campaignType: 'InChat',
      name: 'Now in-chat',
    });
  });

  it('are never read under another type’s key, even if written there by hand', () => {
    localStorage.setItem(
      draftKey(USER, null, 'Task'),
      JSON.stringify({
        version: 1,
        userId: USER,
        campaignId: null,
        adsIds: [],
        campaignType: 'Task',
        original: newCampaignValues('Task'),
        values: typed('RewardedVideo', 'Mislabelled'),
        mobilePreviewOpen: false,
        savedAt: 1,
      }),
    );
    expect(loadDraft(USER, null, 'Task')).toBeNull();
  });

  it('of a saved campaign stay under its id, whatever its type', () => {
    saveDraft({
      userId: USER,
      campaignId: 42,
      original: newCampaignValues('Task'),
      values: typed('InChat', 'A draft campaign retyped'),
      mobilePreviewOpen: true,
    });
    expect(localStorage.getItem(`adnet-campaign-draft:${USER}:42`)).not.toBeNull();
    expect(loadDraft(USER, 42, 'Task')?.values.campaignType).toBe('InChat');
    expect(otherNewDrafts(USER, 'Task')).toEqual([]);
  });
});
