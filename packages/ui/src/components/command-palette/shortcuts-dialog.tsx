import { Fragment } from 'react';
import { Dialog } from '../dialog';
import { CommandPaletteStyles } from './command-palette-styles';

export interface KeyboardShortcut {
  /**
   * Keys pressed one after another, e.g. `['G', 'C']` ("G then C"). Keys held together are one entry joined with
   * "+", e.g. `['Ctrl+K']`.
   */
  keys: string[];
  /** What the shortcut does, e.g. "Go to campaigns". */
  label: string;
}

export interface ShortcutsDialogGroup {
  heading: string;
  shortcuts: KeyboardShortcut[];
}

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's visible title, e.g. "Keyboard shortcuts". */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  groups: ShortcutsDialogGroup[];
  /** The word between keys of a sequence, "G then C". @default 'then' */
  thenLabel?: string;
}

/** One key, or keys held together ("Ctrl+K") as caps joined by "+" inside one `kbd`, as HTML suggests. */
function Keys({ value }: { value: string }) {
  const parts = value.length > 1 ? value.split('+').filter(Boolean) : [value];
  if (parts.length < 2) return <kbd className="adn-Kbd">{value}</kbd>;
  return (
    <kbd className="adn-ShortcutsDialog-chord">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && '+'}
          <kbd className="adn-Kbd">{part}</kbd>
        </Fragment>
      ))}
    </kbd>
  );
}

/**
 * Lists the app's keyboard shortcuts in groups, in a modal `Dialog` (the `?` overlay). Each group is a heading
 * and a definition list: the term is the keys, the definition what they do, so a screen reader reads
 * "G then C, Go to campaigns" and announces how many shortcuts the group has. The word between keys of a sequence
 * is visible too (`thenLabel`), so a sequence is not mistaken for keys held together.
 */
export function ShortcutsDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  groups,
  thenLabel = 'then',
}: ShortcutsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        className="adn-ShortcutsDialog"
        data-slot="shortcuts-dialog"
        aria-describedby={undefined}
        labels={{ close: closeLabel }}
      >
        <CommandPaletteStyles />
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Body className="adn-ShortcutsDialog-body">
          {groups.map((group) => (
            <section key={group.heading} className="adn-ShortcutsDialog-group">
              <h3 className="adn-ShortcutsDialog-heading">{group.heading}</h3>
              <dl className="adn-ShortcutsDialog-list">
                {group.shortcuts.map((shortcut) => (
                  <div
                    key={`${shortcut.keys.join(' ')} ${shortcut.label}`}
                    className="adn-ShortcutsDialog-row"
                  >
                    <dt className="adn-ShortcutsDialog-keys">
                      {shortcut.keys.map((key, index) => (
                        <Fragment key={index}>
                          {index > 0 && <span className="adn-ShortcutsDialog-then"> {thenLabel} </span>}
                          <Keys value={key} />
                        </Fragment>
                      ))}
                    </dt>
                    <dd className="adn-ShortcutsDialog-label">{shortcut.label}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
ShortcutsDialog.displayName = 'ShortcutsDialog';
