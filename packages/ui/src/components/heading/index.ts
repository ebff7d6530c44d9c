export {
  Heading,
  defaultHeadingSize,
  headingLevels,
  headingSizes,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
} from './heading';
