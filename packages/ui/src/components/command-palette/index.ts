export {
  CommandPalette,
  filterCommandGroups,
  type CommandPaletteGroup,
  type CommandPaletteItem,
  type CommandPaletteLabels,
  type CommandPaletteProps,
} from './command-palette';
export {
  ShortcutsDialog,
  type KeyboardShortcut,
  type ShortcutsDialogGroup,
  type ShortcutsDialogProps,
} from './shortcuts-dialog';
