import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { useApi } from '../api-context';
import { json, renderInApp } from '../testing/render';
import { useRecipeForm } from './use-recipe-form';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required')),
  contactEmail: v.pipe(v.string(), v.trim(), v.email('validation.email')),
});

function ClientForm({ onSaved }: { onSaved: () => void }) {
  const api = useApi();
  const { onSubmit, field, submitting, rootError } = useRecipeForm({
    name: 'test.createClient',
    schema,
    defaultValues: { name: '', contactEmail: '' },
    submit: (values) => api.sales.createClient(values),
    onSuccess: onSaved,
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
    expect(await screen.findByText('is already a client')).toBeTruthy();
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
});
