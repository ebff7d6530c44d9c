export { DotsLoader, type DotsLoaderProps } from './dots-loader';
