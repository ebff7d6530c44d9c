import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_ANNOUNCE_DELAY_MS, TextField } from './text-field';

const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  afterEach(() => vi.useRealTimers());

  it('wires label, required marker, error and hint to the input', () => {
    render(<TextField label="Campaign name" hint="Only you see it" error="Enter a name" required />);
    const input = screen.getByRole('textbox', { name: 'Campaign name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(description(input)).toEqual(['Enter a name', 'Only you see it']);
  });

  it('forwards the ref and passes name, onChange and onBlur through', async () => {
    const ref = createRef<HTMLInputElement | HTMLTextAreaElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<TextField ref={ref} label="Title" name="title" onChange={onChange} onBlur={onBlur} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Title' }));
    expect(ref.current?.name).toBe('title');
    await userEvent.type(ref.current!, 'ab');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[1]![0].target.value).toBe('ab');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('works with react-hook-form register: values, validation errors and reset', async () => {
    const submitted = vi.fn();
    function Form() {
      const {
        register,
        handleSubmit,
        reset,
        formState: { errors },
      } = useForm({ defaultValues: { title: 'Spring', text: '' }, mode: 'onBlur' });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <TextField
            label="Title"
            maxLength={10}
            showCount
            error={errors.title?.message}
            {...register('title', { maxLength: { value: 10, message: 'Too long' } })}
          />
          <TextField
            multiline
            label="Text"
            {...register('text', { required: 'Required' })}
            error={errors.text?.message}
          />
          <button type="submit">Save</button>
          <button type="button" onClick={() => reset({ title: 'A', text: '' })}>
            Reset
          </button>
        </form>
      );
    }
    const { container } = render(<Form />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    const count = () => container.querySelector('[data-slot="text-field-count"]')!.textContent;
    expect(title).toHaveProperty('value', 'Spring');
    expect(count()).toBe('6/10');

    await userEvent.type(title, ' sale 2026');
    expect(count()).toBe('16/10');
    await userEvent.tab();
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(title);
    await userEvent.type(title, 'Autumn');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'Body');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0]![0]).toEqual({ title: 'Autumn', text: 'Body' });

    // reset() writes the DOM value without an input event; the counter follows.
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(title).toHaveProperty('value', 'A');
    expect(count()).toBe('1/10');
  });

  it('keeps the counter out of the description, so the description stays the same while typing', async () => {
    // A description that changes per key made Chromium's autofill parse the whole form again on every keystroke.
    const { container } = render(<TextField label="Title" hint="Shown on top." maxLength={20} showCount />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    const before = description(title);
    expect(before).toEqual(['Shown on top.Up to 20 characters']);
    await userEvent.type(title, 'Spring');
    expect(container.querySelector('[data-slot="text-field-count"]')!.textContent).toBe('6/20');
    expect(description(title)).toEqual(before);
  });

  it('cuts typing and pasting at hardMaxLength (the native limit), and only with it', async () => {
    render(
      <>
        <TextField multiline label="Comment" maxLength={5} hardMaxLength={5} showCount />
        <TextField label="Title" maxLength={5} showCount />
      </>,
    );
    const comment = screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
    expect(comment.maxLength).toBe(5);
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(1_000));
    expect(comment.value).toBe('xxxxx');
    // Without it a paste stays whole (to be edited down) and the counter says it is over.
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.maxLength).toBe(-1);
    await userEvent.click(title);
    await userEvent.paste('y'.repeat(8));
    expect(title.value).toBe('yyyyyyyy');
  });

  it('renders a textarea with multiline', () => {
    render(<TextField multiline rows={5} label="Description" />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('5');
  });

  it('counts characters as a reader does (an emoji with modifiers is one) and reads the limit', () => {
    function Controlled() {
      const [value, setValue] = useState('👍🏽 ok');
      return (
        <TextField
          label="Button"
          maxLength={12}
          showCount
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    const { container } = render(<Controlled />);
    expect(container.querySelector('[data-slot="text-field-count"]')!.textContent).toBe('4/12');
    const input = screen.getByRole('textbox', { name: 'Button' });
    expect(description(input).join(' ')).toContain('Up to 12 characters');
    // No native maxlength: it would cut pasted text silently and counts UTF-16 units.
    expect(input.hasAttribute('maxlength')).toBe(false);
  });

  it('announces politely once typing pauses near the limit, and again after leaving and re-entering it', async () => {
    vi.useFakeTimers();
    const typeTo = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
    const { container } = render(
      <TextField
        label="Title"
        maxLength={20}
        showCount
        labels={{ remaining: 'осталось {count}', over: (n) => `лишних: ${n}` }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    const live = container.querySelector('[aria-live="polite"]')!;
    const count = container.querySelector('[data-slot="text-field-count"]')!;

    typeTo(input, 'x'.repeat(15));
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(live.textContent).toBe('');
    expect(count.getAttribute('data-state')).toBe('ok');

    typeTo(input, 'x'.repeat(17)); // 17: 3 left, within the default threshold of 4
    expect(live.textContent).toBe('');
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(live.textContent).toBe('осталось 3');
    expect(count.getAttribute('data-state')).toBe('near');

    typeTo(input, 'x'.repeat(21));
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1));
    expect(live.textContent).toBe('осталось 3'); // still waiting for a pause
    typeTo(input, 'x'.repeat(22)); // 22
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(live.textContent).toBe('лишних: 2');
    expect(count.getAttribute('data-state')).toBe('over');

    typeTo(input, '');
    expect(live.textContent).toBe('');
  });
});
