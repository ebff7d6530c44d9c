import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from '@adnet/api-client';
import { toast } from '@adnet/ui';
import { useApi } from '../api-context';
import { dialogClosed, json, renderInApp } from '../testing/render';
import { useRecipeForm } from './use-recipe-form';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required')),
  contactEmail: v.pipe(v.string(), v.trim(), v.email('validation.email')),
});

function ClientForm({
  onSaved,
  onFailed,
  ask = false,
}: {
  onSaved: () => void;
  onFailed?: (error: unknown) => void;
  ask?: boolean;
}) {
  const api = useApi();
  const { onSubmit, field, submitting, rootError } = useRecipeForm({
    name: 'test.createClient',
    schema,
    defaultValues: { name: '', contactEmail: '' },
    submit: (values, call) => api.sales.createClient(values, call),
    onSuccess: onSaved,
    ...(onFailed && { onFailure: onFailed }),
    ...(ask && {
      confirm: (values: { name: string }) => ({ title: `Create ${values.name}?`, confirmLabel: 'Create it' }),
    }),
  });
  const props = (name: 'name' | 'contactEmail') => {
    const { error, ...input } = field(name);
    return { input, error };
  };
  const name = props('name');
  const email = props('contactEmail');
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <label>
        Name <input {...name.input} aria-invalid={Boolean(name.error)} />
      </label>
      {name.error ? <p>{name.error}</p> : null}
      <label>
        Email <input {...email.input} />
      </label>
      {email.error ? <p>{email.error}</p> : null}
      {rootError ? <p role="alert">{rootError}</p> : null}
      <button type="submit" disabled={submitting}>
        Save
      </button>
    </form>
  );
}

describe('the form recipe', () => {
  it('shows client rules translated on their fields and sends nothing', async () => {
    const fetch = vi.fn();
    renderInApp(<ClientForm onSaved={() => undefined} />, { fetch });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fill in this field.')).toBeTruthy();
    expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors on their fields, focuses the first and keeps every input', async () => {
    const fetch = vi.fn(async () =>
      json(
        { error: 'VALIDATION_ERROR', message: 'invalid', fields: { contactEmail: 'is already a client' } },
        400,
      ),
    );
    renderInApp(<ClientForm onSaved={() => undefined} />, { fetch });
    await userEvent.type(screen.getByLabelText('Name'), 'Northwind');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // A server rule the cabinet does not know is said in the user's words, never as the server worded it.
    expect(
      await screen.findByText('The network did not accept this value. Check it and try again.'),
    ).toBeTruthy();
    expect(screen.queryByText('is already a client')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Northwind');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('a@b.example');
    expect(fetch).toHaveBeenCalledTimes(1); // a 400 is never retried
  });

  it('tells a failure that is not about a field beside the button and keeps the input', async () => {
    const fetch = vi.fn(async () => json({ error: 'FORBIDDEN' }, 403));
    renderInApp(<ClientForm onSaved={() => undefined} />, { fetch });
    await userEvent.type(screen.getByLabelText('Name'), 'Northwind');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Beside the button (in the form) and in a toast.
    const told = await screen.findAllByText('You have no rights to do this.');
    expect(told.some((el) => el.closest('form'))).toBe(true);
    expect(told.length).toBe(2);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Northwind');
  });

  it('keeps one failure toast per form: failing again replaces it instead of stacking another', async () => {
    act(() => toast.remove()); // the toast store outlives a test: none left by the one before
    const fetch = vi.fn(async () => json({ error: 'FORBIDDEN' }, 403));
    renderInApp(<ClientForm onSaved={() => undefined} />, { fetch });
    await userEvent.type(screen.getByLabelText('Name'), 'Northwind');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.example');
    for (let i = 1; i <= 3; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(i));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false),
      );
    }
    // Beside the button once, and one toast (three stacked before).
    const told = await screen.findAllByText('You have no rights to do this.');
    expect(told.filter((el) => !el.closest('form'))).toHaveLength(1);
  });

  it('hands a failure to onFailure after telling it, and never on success', async () => {
    const fetch = vi.fn(async () => json({ error: 'CONFLICT', message: 'Already decided' }, 409));
    const onFailed = vi.fn();
    const onSaved = vi.fn();
    renderInApp(<ClientForm onSaved={onSaved} onFailed={onFailed} />, { fetch });
    await userEvent.type(screen.getByLabelText('Name'), 'Northwind');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(onFailed.mock.calls[0]![0]).toMatchObject({ status: 409 });
    expect(onSaved).not.toHaveBeenCalled();
    // Told first (beside the button, in the form), then handed over.
    expect(screen.getAllByRole('alert').some((el) => el.closest('form') && el.textContent)).toBe(true);
  });

  it('sends once however often it is submitted while the first submit runs', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onSaved = vi.fn();
    renderInApp(<ClientForm onSaved={onSaved} />, { fetch });
    await userEvent.type(screen.getByLabelText('Name'), 'Northwind');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.example');
    const form = screen.getByRole('button', { name: 'Save' }).closest('form')!;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await act(async () => answer(json({ id: 1, name: 'Northwind' }, 201)));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks first with the typed values when it should; cancelling sends nothing and keeps them', async () => {
    const fetch = vi.fn(async () => json({ id: 1, name: 'Northwind' }, 201));
    const onSaved = vi.fn();
    renderInApp(<ClientForm onSaved={onSaved} ask />, { fetch });
    await userEvent.type(screen.getByLabelText('Name'), 'Northwind');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Create Northwind?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Northwind');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Create Northwind?' })).getByRole('button', {
        name: 'Create it',
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
  it('a resend of the same values after an unclear outcome reuses its Idempotency-Key; new values or a refusal do not', async () => {
    const keys: string[] = [];
    const answers = [
      () => new Response('<html>proxy error</html>', { status: 200 }), // saved, but unreadable: unclear
      () => new Response('<html>proxy error</html>', { status: 200 }),
      () => json({ error: 'CLIENT_EXISTS', message: 'exists' }, 409), // a clear refusal
      () => json({ id: 7, name: 'Northwind 2', contactEmail: 'a@b.example', status: 'LEAD' }, 201),
    ];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('idempotency-key') ?? '');
      return answers[keys.length - 1]!();
    });
    renderInApp(<ClientForm onSaved={() => undefined} />, { fetch });
    await userEvent.type(screen.getByLabelText('Name'), 'Northwind');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.example');
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(save);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    // Changed values are another write: a new key.
    await userEvent.type(screen.getByLabelText('Name'), ' 2');
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(save);
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[1]);
    // After a clear refusal nothing was written: the same values again get a new key too.
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(save);
    await waitFor(() => expect(keys).toHaveLength(4));
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys.map((k) => k.length > 0))).toEqual(new Set([true]));
  });

  /**
   * The outcomes after which the server may have done the write, as the real client meets them (a 5xx is retried
   * once, as are a timeout and no answer; an unreadable 2xx is not), each with the sentence shown for it.
   */
  const UNCLEAR: { outcome: string; fail: (init: RequestInit) => Promise<Response>; message: string }[] = [
    {
      outcome: 'a 5xx',
      fail: () => Promise.resolve(json({ error: 'SANDBOX_FAULT' }, 500)),
      message: 'The server answered with error 500.',
    },
    {
      outcome: 'a timeout',
      fail: (init) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
      message: 'The server took too long to answer. Please try again.',
    },
    {
      outcome: 'an unreadable answer',
      fail: () => Promise.resolve(new Response('{"id":7,"na', { status: 201 })),
      message: 'The server sent an answer the cabinet could not read. Please try again.',
    },
    {
      outcome: 'no answer (offline)',
      fail: () => Promise.reject(new TypeError('Failed to fetch')),
      message: 'No connection to the server. Check your network and try again.',
    },
  ];

  it.each(UNCLEAR)(
    'after $outcome: tells it beside the button, keeps every value, and every resend until success is one write (one Idempotency-Key)',
    async ({ fail, message }) => {
      const keys: string[] = [];
      let failing = true;
      const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get('idempotency-key') ?? '');
        if (failing) return fail(init!);
        return json({ id: 7, name: 'Northwind', contactEmail: 'a@b.example', status: 'LEAD' }, 201);
      });
      const onSaved = vi.fn();
      renderInApp(<ClientForm onSaved={onSaved} />, { api: createApiClient({ fetch, timeoutMs: 50 }) });
      await userEvent.type(screen.getByLabelText('Name'), 'Northwind');
      await userEvent.type(screen.getByLabelText('Email'), 'a@b.example');
      const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      const form = save.closest('form')!;
      const told = async () => {
        await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(message));
        await waitFor(() => expect(save.disabled).toBe(false));
        expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Northwind');
        expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('a@b.example');
      };
      await userEvent.click(save);
      await told();
      // Pressed again while the fault lasts: told again, still the same write.
      const before = keys.length;
      await userEvent.click(save);
      await waitFor(() => expect(keys.length).toBeGreaterThan(before));
      await told();
      expect(onSaved).not.toHaveBeenCalled();
      // The fault is gone: the same values go through, as the write the server may already have done.
      failing = false;
      await userEvent.click(save);
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
      expect(keys.length).toBeGreaterThanOrEqual(3);
      expect(new Set(keys)).toEqual(new Set([keys[0]]));
      expect(keys[0]).not.toBe('');
      expect(within(form).queryByRole('alert')).toBeNull();
    },
  );
});
