export * from './components/button';
export * from './theme';
