/** The toast area's own chunk (Radix Toast and its layers): loaded after the first paint, see `lazy-shell.tsx`. */
export { Toaster as default } from '@adnet/ui';
