import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import * as v from 'valibot';
import {
  TELEGRAM_USERNAME_MAX_LENGTH,
  TELEGRAM_USERNAME_MIN_LENGTH,
  normalizeTelegramUsername,
  telegramUsernameProblem,
  type TelegramCodeWire,
  type TelegramNameWire,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { describeError, errorCode } from './errors';
import { useAction } from './use-action';
import { type Resource, resourceKey } from './swr-keys';

/**
 * Linking the user's Telegram username (spec: `PUT /api/user/telegram_name`, `GET /api/user/telegram_name/code`;
 * the state is the designed `GET /api/user/telegram_name`). A name set waits (`WAITING`) until the code reaches
 * the bot from that Telegram account; the page then reads `LINKED`.
 */

/** Every cache entry a Telegram write changes. */
export const TELEGRAM_RESOURCES = ['telegramName'] as const satisfies readonly Resource[];

/** How often the state is read again while a code is out and the bot may receive it any moment. */
export const TELEGRAM_POLL_MS = 5_000;

/** The user's Telegram username and its link state; `polling` reads it again every {@link TELEGRAM_POLL_MS}. */
export function useTelegramName(polling = false) {
  const api = useApi();
  return useSWR<TelegramNameWire>(resourceKey('telegramName'), () => api.account.telegramName(), {
    refreshInterval: (latest) => (polling && latest?.status === 'WAITING' ? TELEGRAM_POLL_MS : 0),
  });
}

/** The translation key of what is wrong with a username, for the form's schema. */
const PROBLEM_KEYS = {
  required: 'telegram.errors.required',
  length: 'telegram.errors.length',
  characters: 'telegram.errors.characters',
  start: 'telegram.errors.start',
} as const;

/** The username field: trimmed, one leading `@` dropped, then the contract's rule (the server's is the same). */
export const telegramNameSchema = v.object({
  telegramUsername: v.pipe(
    v.string(),
    v.transform(normalizeTelegramUsername),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = telegramUsernameProblem(dataset.value);
      if (problem) addIssue({ message: PROBLEM_KEYS[problem] });
    }),
  ),
});

/** The limits the error texts name. */
export const TELEGRAM_LIMITS = { min: TELEGRAM_USERNAME_MIN_LENGTH, max: TELEGRAM_USERNAME_MAX_LENGTH };

/** Sends the name (already normalized by {@link telegramNameSchema}). */
export function useTelegramWrites() {
  const api = useApi();
  return {
    setName: (telegramUsername: string, call?: { idempotencyKey: string }) =>
      api.account.setTelegramName(telegramUsername, call),
  };
}

/**
 * Asks for the code the user sends to the bot, and keeps it until the name changes. The call issues a new code
 * each time (the older one stops working), so it is an action the user starts, never a cached read. A 409 (the
 * name was linked meanwhile, or dropped) reads the state again instead of showing a code that cannot work.
 */
export function useTelegramCode() {
  const { t } = useTranslation();
  const api = useApi();
  const state = useTelegramName();
  const [code, setCode] = useState<(TelegramCodeWire & { forName: string }) | null>(null);
  const request = useAction({
    name: 'telegram.code',
    run: async (forName: string) => ({ ...(await api.account.telegramCode()), forName }),
    revalidates: [],
    success: () => null,
    failure: (error) => {
      if (errorCode(error)?.startsWith('TELEGRAM_')) void state.mutate();
      return describeError(t, error);
    },
  });
  return {
    code,
    isMutating: request.isMutating,
    forget: () => setCode(null),
    request: async (forName: string) => {
      const result = await request.trigger(forName);
      if (result.ok) setCode(result.data);
    },
  };
}
