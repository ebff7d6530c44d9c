export { Card, type CardRootProps, type CardTitleProps } from './card';
