export {
  UserMenu,
  defaultUserMenuLabels,
  type UserMenuLabels,
  type UserMenuLanguage,
  type UserMenuProps,
} from './user-menu';
