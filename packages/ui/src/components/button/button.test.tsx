import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

afterEach(() => vi.restoreAllMocks());

describe('Button', () => {
  it('is a real button that does not submit forms unless asked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('marks itself busy while loading, ignores clicks and keeps its name', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('reflects its variant, tone and size for styling and tests', () => {
    render(
      <Button variant="soft" tone="danger" size="lg">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.dataset).toMatchObject({ variant: 'soft', tone: 'danger', size: 'lg', slot: 'button' });
  });

  it('names an icon-only button by its aria-label and hides the icon', () => {
    render(<Button icon={<svg data-testid="icon" />} aria-label="Delete campaign" />);
    const button = screen.getByRole('button', { name: 'Delete campaign' });
    expect(button.hasAttribute('data-icon-only')).toBe(true);
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('requires a label for icon-only buttons: a type error, and a console error for JavaScript callers', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error an icon-only button without aria-label does not compile
    render(<Button icon={<svg />} />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('needs an `aria-label`'));
  });

  it('forwards its ref to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });
});
