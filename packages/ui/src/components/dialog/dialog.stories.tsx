import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { FormDialog } from './form-dialog';
import { stateOf, inOwnFrame } from '../../internal/story-helpers';

/** Spies the stories hand to the dialogs, so play functions can check what the host received. */
interface DemoArgs {
  onConfirm: () => void;
  onSubmit: (name: FormDataEntryValue | null) => void;
}

const meta = {
  title: 'Overlays/Dialog',
  args: { onConfirm: fn(), onSubmit: fn() },
  parameters: {
    // Most stories show an open dialog or menu: each gets its own frame on the docs page.
    docs: {
      ...inOwnFrame.docs,
      description: {
        component:
          '`Dialog` parts on Radix Dialog, plus `ConfirmDialog` (async confirm, destructive tone, kept error) and `FormDialog` (server error without losing input).',
      },
    },
  },
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<DemoArgs>;

const fieldStyle = { display: 'grid', gap: 4, marginBlockEnd: 12 } as const;
const inputStyle = {
  font: 'inherit',
  padding: '6px 10px',
  border: '1px solid var(--color-border-strong)',
  borderRadius: 6,
  background: 'var(--color-surface)',
  color: 'var(--color-text)',
} as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function EditCampaign({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button>Edit campaign</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Edit campaign</Dialog.Title>
        <Dialog.Description>Changes apply to new impressions only.</Dialog.Description>
        <Dialog.Body>
          <label style={fieldStyle}>
            Name
            <input style={inputStyle} name="name" defaultValue="Spring sale" />
          </label>
          <label style={fieldStyle}>
            Daily budget, USDT
            <input style={inputStyle} name="budget" inputMode="decimal" defaultValue="50" />
          </label>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline" tone="neutral">
              Cancel
            </Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button>Save</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The compound dialog. Escape closes it and focus goes back to the button that opened it. */
const defaultStory: Story = {
  render: () => <EditCampaign />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit campaign' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit campaign' });
    await expect(dialog).toHaveAccessibleDescription('Changes apply to new impressions only.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Open and close' };

/** Tab and Shift+Tab cycle inside the dialog; focus never reaches the page behind it. */
export const TrapsFocus: Story = {
  tags: ['flow'],
  render: () => <EditCampaign />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit campaign' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

/** The × button closes it and returns focus. */
export const CloseButton: Story = {
  tags: ['flow'],
  render: () => <EditCampaign />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit campaign' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, for review (light and dark). */
export const Open: Story = { render: () => <EditCampaign defaultOpen /> };

/** A declined campaign's long message: a long title, a long URL and thirty paragraphs. */
function LongTextDialog() {
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Content size="lg">
        <Dialog.Title>
          Moderation declined the campaign “Рекламная кампания для Telegram-канала с очень длинным названием”
        </Dialog.Title>
        <Dialog.Description>
          Fix what is listed below, then send the campaign to moderation again.
        </Dialog.Description>
        <Dialog.Body>
          <p>
            The tracking link as submitted:
            https://track.example.com/click/campaign/20260305/spring-sale/telegram/mini-app/placement/fullscreen-media/creative/banner-1080x1920?utm_source=adnet&utm_medium=telegram&utm_campaign=spring_sale_2026&erid=2VtzqxYbWq3
          </p>
          {Array.from({ length: 30 }, (_, i) => (
            <p key={i}>
              {i + 1}. The landing page
              https://example.com/a/very/long/path/that/does/not/break/naturally?utm=
              {i} must open without a redirect chain, show the advertised offer and match the ad text.
            </p>
          ))}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>Understood</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Size `lg` with long text: the body scrolls, the title wraps. */
export const LongText: Story = {
  render: () => <LongTextDialog />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // A long URL wraps: the body scrolls down only, never sideways (it did at 390 px).
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]');
    await expect(body).not.toBeNull();
    await expect(body?.scrollWidth).toBeLessThanOrEqual(body?.clientWidth ?? 0);
  },
};

/**
 * The same long text on a 390 px phone, where the long URL used to scroll the body sideways: it wraps, the dialog
 * fits the screen's width and height.
 */
export const LongTextOnAPhone: Story = {
  name: 'Long text on a phone (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <LongTextDialog />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // The phone viewport is applied (the story runs at 390 px, not the test page's default width).
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]');
    await expect(body).not.toBeNull();
    await expect(body?.scrollWidth).toBeLessThanOrEqual(body?.clientWidth ?? 0);
  },
};

/** Confirm with a destructive tone: focus starts on Cancel, the confirm button is red. */
export const ConfirmDestructive: Story = {
  tags: ['flow'],
  render: (args) => (
    <ConfirmDialog
      trigger={<Button tone="danger">Archive campaign</Button>}
      title="Archive “Spring sale”?"
      description="It stops serving at once. You can restore it from the archive."
      tone="destructive"
      labels={{ confirm: 'Archive' }}
      onConfirm={args.onConfirm}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Archive campaign' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive “Spring sale”?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(screen.getByRole('button', { name: 'Archive' })).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** After a confirmed action that leads on, focus goes to the next field instead of back to the trigger. */
function SendCode({ onConfirm }: { onConfirm: () => void }) {
  const [sent, setSent] = useState(false);
  return (
    <div>
      <ConfirmDialog
        trigger={<Button>Send code</Button>}
        title="Withdraw 100.00 USDT?"
        labels={{ confirm: 'Send code' }}
        onConfirm={() => {
          onConfirm();
          setSent(true);
        }}
        onCloseAutoFocus={(event) => {
          const next = document.getElementById('story-code');
          if (!next) return;
          event.preventDefault();
          next.focus();
        }}
      />
      {sent && (
        <label style={fieldStyle}>
          Code from the e-mail
          <input id="story-code" name="code" />
        </label>
      )}
    </div>
  );
}

export const ConfirmFocusNext: Story = {
  tags: ['flow'],
  name: 'Confirm, then focus the next field',
  render: (args) => <SendCode onConfirm={args.onConfirm} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw 100.00 USDT?' });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Radix returns focus a tick after the dialog leaves; the handler must have won it for good.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Code from the e-mail' })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.getByRole('textbox', { name: 'Code from the e-mail' })).toHaveFocus();
  },
};

/** Cancel closes without running the action. */
export const ConfirmCancel: Story = {
  tags: ['flow'],
  render: (args) => (
    <ConfirmDialog
      trigger={<Button>Stop campaign</Button>}
      title="Stop the campaign?"
      onConfirm={args.onConfirm}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop campaign' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

let confirmAttempts = 0;
/** An async confirm: busy while it runs, the error is shown and kept, the dialog stays open; a retry succeeds. */
export const ConfirmAsyncError: Story = {
  tags: ['flow'],
  render: () => (
    <ConfirmDialog
      trigger={<Button>Restore campaign</Button>}
      title="Restore the campaign?"
      description="It goes back to moderation."
      onConfirm={async () => {
        await sleep(150);
        confirmAttempts += 1;
        if (confirmAttempts % 2 === 1) throw new Error('The campaign owner is blocked.');
      }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    confirmAttempts = 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Restore campaign' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(await screen.findByRole('alert')).toHaveTextContent('The campaign owner is blocked.');
    await expect(confirm).not.toHaveAttribute('aria-busy');
    await sleep(300);
    await expect(screen.getByRole('alert')).toHaveTextContent('The campaign owner is blocked.');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

let submitAttempts = 0;
/** A form dialog: the server error is shown and the typed value survives it; a second submit closes it. */
export const FormWithServerError: Story = {
  tags: ['flow'],
  render: (args) => (
    <FormDialog
      trigger={<Button>Rename audience</Button>}
      title="Rename audience"
      labels={{ submit: 'Rename' }}
      onSubmit={async (data) => {
        args.onSubmit(data.get('name'));
        await sleep(100);
        submitAttempts += 1;
        if (submitAttempts === 1) throw new Error('An audience with this name already exists.');
      }}
    >
      <label style={fieldStyle}>
        Name
        <input style={inputStyle} name="name" required defaultValue="Crypto, RU" />
      </label>
    </FormDialog>
  ),
  play: async ({ canvas, userEvent, args }) => {
    submitAttempts = 0;
    const trigger = canvas.getByRole('button', { name: 'Rename audience' });
    await userEvent.click(trigger);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Crypto, RU and KZ{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Crypto, RU and KZ');
    await expect(await screen.findByRole('alert')).toHaveTextContent('already exists');
    await expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Crypto, RU and KZ');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/**
 * A host that checks and submits itself (a form library): the dialog shows its busy submit and its error, cannot be
 * dismissed while it sends, keeps the typed value after a failure and closes when the host says so.
 */
function HostDrivenForm({ onSubmit }: { onSubmit: (name: FormDataEntryValue | null) => void }) {
  const [open, setOpen] = useState(true);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [attempts, setAttempts] = useState(0);
  return open ? (
    <FormDialog
      open
      onOpenChange={setOpen}
      title="Decline campaign"
      description="The advertiser sees the reason."
      labels={{ submit: 'Decline' }}
      submitTone="danger"
      submitState={{ pending, error }}
      onSubmit={(data) => {
        onSubmit(data.get('reason'));
        // The host's own check: an empty reason is not sent.
        if (!data.get('reason')) return;
        setPending(true);
        setError(undefined);
        setTimeout(() => {
          setPending(false);
          setAttempts(attempts + 1);
          if (attempts === 0) setError('The server answered with error 500.');
          else setOpen(false);
        }, 300);
      }}
    >
      <label style={fieldStyle}>
        Reason
        <input style={inputStyle} name="reason" required />
      </label>
    </FormDialog>
  ) : (
    <p>Declined.</p>
  );
}

export const FormDrivenByHost: Story = {
  tags: ['flow'],
  render: (args) => <HostDrivenForm onSubmit={args.onSubmit} />,
  play: async ({ userEvent, args }) => {
    const reason = await screen.findByRole('textbox', { name: 'Reason' });
    // The host checks: the dialog's own required check does not stop the submit.
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await userEvent.type(reason, 'Misleading ad');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(screen.getByRole('button', { name: 'Decline' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(await screen.findByRole('alert')).toHaveTextContent('The server answered with error 500.');
    await expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Misleading ad');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenLastCalledWith('Misleading ad');
  },
};

/** A host's submit in flight, after an earlier failure: busy submit, Cancel off, the host's error in the alert. */
export const FormDrivenByHostBusy: Story = {
  render: () => (
    <FormDialog
      open
      title="Decline campaign"
      labels={{ submit: 'Decline' }}
      submitTone="danger"
      submitState={{ pending: true, error: 'No connection to the server. Check your network and try again.' }}
      onSubmit={() => undefined}
    >
      <label style={fieldStyle}>
        Reason
        <input style={inputStyle} name="reason" defaultValue="Misleading ad" />
      </label>
    </FormDialog>
  ),
};

/** The browser's own validation runs first: an empty required field is not submitted. */
export const FormValidation: Story = {
  tags: ['flow'],
  render: (args) => (
    <FormDialog defaultOpen title="New audience" onSubmit={(data) => args.onSubmit(data.get('name'))}>
      <label style={fieldStyle}>
        Name
        <input style={inputStyle} name="name" required />
      </label>
    </FormDialog>
  ),
  play: async ({ userEvent, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The form's own message, from its labels, not the browser's bubble (the form has noValidate).
    await expect(await screen.findByRole('alert')).toHaveTextContent('Name: Fill in this field.');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await expect(name.closest('form')).toHaveAttribute('novalidate');
    await userEvent.type(name, 'Crypto traders');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Crypto traders');
  },
};

/** The required-field message comes in through `labels`, in the host's language, beside its field. */
export const FormValidationRussian: Story = {
  tags: ['flow'],
  name: 'Form validation: Russian, errors beside the fields',
  render: (args) => (
    <FormDialog
      defaultOpen
      title="Новая аудитория"
      labels={{ submit: 'Сохранить', cancel: 'Отмена', close: 'Закрыть', required: 'Заполните поле.' }}
      onSubmit={(data) => args.onSubmit(data.get('name'))}
    >
      {(errors) => (
        <label style={fieldStyle}>
          Название
          <input style={inputStyle} name="name" required aria-describedby="audience-name-error" />
          <span id="audience-name-error" style={{ color: 'var(--color-danger-11)' }}>
            {errors.name}
          </span>
        </label>
      )}
    </FormDialog>
  ),
  play: async ({ userEvent, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: /Название/ });
    await expect(name).toHaveAccessibleDescription('Заполните поле.');
    await expect(await screen.findByRole('alert')).toHaveTextContent('Заполните поле.');
  },
};

/** Opened from code (no trigger), e.g. from a row action: focus goes back to what had it. */
export const ControlledWithoutTrigger: Story = {
  tags: ['flow'],
  render: function Render() {
    return <ControlledDemo />;
  },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Delete audience' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

function ControlledDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="danger" variant="outline" onClick={() => setOpen(true)}>
        Delete audience
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="destructive"
        title="Delete the audience?"
        labels={{ confirm: 'Delete' }}
        onConfirm={() => undefined}
      />
    </>
  );
}

/** Russian labels as the app passes them. */
export const Russian: Story = {
  render: () => (
    <ConfirmDialog
      defaultOpen
      tone="destructive"
      title="Архивировать кампанию «Весенняя распродажа»?"
      description="Показы остановятся сразу. Кампанию можно восстановить из архива."
      labels={{ confirm: 'Архивировать', cancel: 'Отмена' }}
      onConfirm={() => undefined}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: /Архивировать кампанию/ });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Simplified Chinese. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <FormDialog
      defaultOpen
      title="重命名受众"
      description="名称仅对您可见。"
      labels={{ submit: '保存', cancel: '取消', close: '关闭' }}
      onSubmit={() => undefined}
    >
      <label style={fieldStyle}>
        名称
        <input style={inputStyle} name="name" defaultValue="加密货币受众" />
      </label>
    </FormDialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '重命名受众' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  },
};

/** Right-to-left: the close button sits at the inline end (left). */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl">
      <Dialog.Root defaultOpen>
        <Dialog.Content dir="rtl">
          <Dialog.Title>تعديل الحملة</Dialog.Title>
          <Dialog.Description>تنطبق التغييرات على مرات الظهور الجديدة فقط.</Dialog.Description>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button>حفظ</Button>
            </Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const middle = dialog.getBoundingClientRect().left + dialog.getBoundingClientRect().width / 2;
    await expect(close.getBoundingClientRect().left).toBeLessThan(middle);
  },
};

/** Dark theme, open. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <ConfirmDialog
      defaultOpen
      tone="destructive"
      title="Archive “Spring sale”?"
      description="It stops serving at once."
      onConfirm={() => undefined}
    />
  ),
};
