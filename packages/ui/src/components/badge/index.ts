export {
  Badge,
  StatusBadge,
  badgeTones,
  badgeVariants,
  type BadgeProps,
  type BadgeTone,
  type BadgeVariant,
  type StatusBadgeProps,
} from './badge';
