export * from './components/button';
export * from './theme';
export * from './format';
export * from './components/charts';
export * from './components/spinner';
export * from './components/ad-preview';
export * from './components/toaster';
export * from './components/dialog';
