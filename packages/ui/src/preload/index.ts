export { preloadable, type Preloadable } from './preloadable';
