export * from './components/button';
