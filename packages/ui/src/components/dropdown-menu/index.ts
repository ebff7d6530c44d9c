export {
  DropdownMenu,
  dropdownMenuItemTones,
  type DropdownMenuItemProps,
  type DropdownMenuItemTone,
} from './dropdown-menu';
