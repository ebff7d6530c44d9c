/** ui's `Select` (Radix Select and its popper) as a chunk of its own, for the type select of `lazy-parts.tsx`. */
export { Select as default } from '@adnet/ui';
