/**
 * The styles of `CommandPalette` and `ShortcutsDialog`, loaded with them rather than from `styles.css`: both open
 * on demand (a shortcut, a button), so an app that loads them lazily keeps their rules out of its first paint's
 * sheet, which has a byte budget. React 19 hoists the `<style>` into `<head>` once (by `href`); React 18 renders
 * it inside the dialog. Either way the rules apply only while one of them is mounted.
 *
 * As in the other sheets, rules are wrapped in `:where()` (zero specificity). React puts the hoisted sheet first
 * in `<head>`, before `styles.css`, so the few that change `Dialog`'s own rules (width, padding, the close button's
 * place) carry one class of specificity to win regardless of order.
 */
const css = `
:where(.adn-Kbd){box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;min-inline-size:22px;block-size:22px;padding-inline:var(--space-2);border:1px solid var(--color-neutral-7);border-block-end-width:2px;border-radius:var(--radius-1);background:var(--color-neutral-2);color:var(--color-text);font-family:var(--font-sans);font-size:var(--font-size-1);font-weight:var(--font-weight-medium);line-height:1;white-space:nowrap}
:where(.adn-Dialog).adn-CommandPalette{gap:0;inline-size:min(calc(100vw - 2 * var(--space-5)),640px);max-block-size:min(calc(100dvh - 2 * var(--space-5)),560px);margin-block:max(var(--space-5),12dvh) auto;padding:0}
.adn-CommandPalette :where(.adn-Dialog-close){inset-block-start:10px;inset-inline-end:var(--space-3)}
:where(.adn-CommandPalette-command){display:flex;flex:1 1 auto;flex-direction:column;min-block-size:0}
:where(.adn-CommandPalette-search){display:flex;flex:none;align-items:center;gap:var(--space-3);min-block-size:52px;padding-inline:var(--space-5) var(--space-10);border-block-end:1px solid var(--color-border);color:var(--color-text-muted)}
:where(.adn-CommandPalette-search:focus-within){box-shadow:inset 0 -2px 0 var(--color-focus-ring)}
:where(.adn-CommandPalette-input){flex:1 1 auto;min-inline-size:0;block-size:52px;margin:0;padding:0;border:0;background:transparent;color:var(--color-text);font:inherit;font-size:var(--font-size-3);outline:none;text-overflow:ellipsis}
:where(.adn-CommandPalette-input::placeholder){color:var(--color-text-muted);opacity:1}
:where(.adn-CommandPalette-list){flex:1 1 auto;min-block-size:0;overflow-y:auto;overscroll-behavior:contain;padding:var(--space-2);outline:none;container:adn-command-palette / inline-size}
:where(.adn-CommandPalette-list[hidden]){display:none}
:where(.adn-CommandPalette-group + .adn-CommandPalette-group){margin-block-start:var(--space-2)}
:where(.adn-CommandPalette-group [cmdk-group-heading]){padding:var(--space-2) var(--space-4);color:var(--color-text-muted);font-size:var(--font-size-1);font-weight:var(--font-weight-semibold)}
:where(.adn-CommandPalette-item){box-sizing:border-box;display:flex;align-items:center;gap:var(--space-3);min-block-size:40px;padding:var(--space-2) var(--space-4);border-radius:var(--radius-2);cursor:pointer;user-select:none}
:where(.adn-CommandPalette-item[data-selected='true']){background:var(--color-primary-4);color:var(--color-primary-12);box-shadow:inset 3px 0 0 var(--color-primary-11)}
:where([dir='rtl'] .adn-CommandPalette-item[data-selected='true']){box-shadow:inset -3px 0 0 var(--color-primary-11)}
:where(.adn-CommandPalette-item[data-disabled='true']){color:var(--color-text-disabled);cursor:not-allowed}
:where(.adn-CommandPalette-icon){display:inline-flex;flex:none;align-items:center;justify-content:center;inline-size:20px;color:var(--color-text-muted)}
:where(.adn-CommandPalette-item[data-selected='true'] .adn-CommandPalette-icon){color:inherit}
:where(.adn-CommandPalette-text){display:flex;flex:1 1 auto;align-items:baseline;gap:var(--space-4);min-inline-size:0}
:where(.adn-CommandPalette-label,.adn-CommandPalette-description){min-inline-size:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
:where(.adn-CommandPalette-label){flex:1 1 auto}
:where(.adn-CommandPalette-description){flex:0 1 auto;max-inline-size:50%;color:var(--color-text-muted);font-size:var(--font-size-1)}
:where(.adn-CommandPalette-item[data-selected='true'] .adn-CommandPalette-description){color:var(--color-primary-11)}
:where(.adn-CommandPalette-item[data-disabled='true'] .adn-CommandPalette-description){color:inherit}
@container adn-command-palette (max-width: 479px){:where(.adn-CommandPalette-text){flex-direction:column;align-items:stretch;gap:0}:where(.adn-CommandPalette-description){max-inline-size:none}}
:where(.adn-CommandPalette-shortcut){display:inline-flex;flex:none;gap:var(--space-1)}
:where(.adn-CommandPalette-status){display:flex;align-items:center;gap:var(--space-3);padding:var(--space-4) var(--space-5);color:var(--color-text-muted)}
:where(.adn-CommandPalette-status:empty){display:none}
:where(.adn-CommandPalette-status[data-state='empty']){justify-content:center;padding-block:var(--space-8)}
:where(.adn-CommandPalette-hint){flex:none;margin:0;padding:var(--space-3) var(--space-5);border-block-start:1px solid var(--color-border);color:var(--color-text-muted);font-size:var(--font-size-1)}
@media (forced-colors: active){:where(.adn-CommandPalette-item[data-selected='true']){outline:2px solid Highlight;outline-offset:-2px}}
:where(.adn-ShortcutsDialog-body){display:grid;gap:var(--space-5)}
:where(.adn-ShortcutsDialog-heading){margin:0 0 var(--space-2);color:var(--color-text-muted);font-size:var(--font-size-1);font-weight:var(--font-weight-semibold)}
:where(.adn-ShortcutsDialog-list){display:grid;margin:0}
:where(.adn-ShortcutsDialog-row){display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;align-items:center;gap:var(--space-4);padding-block:var(--space-2)}
:where(.adn-ShortcutsDialog-row + .adn-ShortcutsDialog-row){border-block-start:1px solid var(--color-border)}
:where(.adn-ShortcutsDialog-keys){display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-1)}
:where(.adn-ShortcutsDialog-then){color:var(--color-text-muted);font-size:var(--font-size-1)}
:where(.adn-ShortcutsDialog-chord){display:inline-flex;align-items:center;gap:var(--space-1);font:inherit;color:var(--color-text-muted)}
:where(.adn-ShortcutsDialog-label){margin:0;overflow-wrap:anywhere}
`;

/** Put inside the dialog's content; React 19 moves it to `<head>` and keeps one copy. */
export function CommandPaletteStyles() {
  return (
    <style href="adn-command-palette" precedence="adn-ui">
      {css}
    </style>
  );
}
