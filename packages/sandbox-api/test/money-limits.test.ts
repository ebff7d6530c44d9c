import { describe, expect, it } from 'vitest';
import {
  MAX_CPC,
  MAX_CPM,
  MAX_MONEY,
  MIN_CAMPAIGN_BUDGET,
  MIN_CPC,
  MIN_CPM,
  MIN_DEPOSIT_AMOUNT,
} from '@adnet/api-client';
import * as catalog from '../src/catalog';

describe('the contract’s money limits', () => {
  it('are the same numbers in the client (which the forms check) and the sandbox (which enforces them)', () => {
    expect({
      MAX_MONEY,
      MIN_CAMPAIGN_BUDGET,
      MIN_CPM,
      MAX_CPM,
      MIN_CPC,
      MAX_CPC,
      MIN_DEPOSIT_AMOUNT,
    }).toEqual({
      MAX_MONEY: catalog.MAX_MONEY,
      MIN_CAMPAIGN_BUDGET: catalog.MIN_CAMPAIGN_BUDGET,
      MIN_CPM: catalog.MIN_CPM,
      MAX_CPM: catalog.MAX_CPM,
      MIN_CPC: catalog.MIN_CPC,
      MAX_CPC: catalog.MAX_CPC,
      MIN_DEPOSIT_AMOUNT: catalog.MIN_DEPOSIT_AMOUNT,
    });
    // What `GET /api/user/constants` tells the forms agrees.
    expect(catalog.USER_CONSTANTS).toMatchObject({
      minCampaignBudget: MIN_CAMPAIGN_BUDGET,
      minCpm: MIN_CPM,
      minCpc: MIN_CPC,
      minDepositAmount: MIN_DEPOSIT_AMOUNT,
    });
  });
});
