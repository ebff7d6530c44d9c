export {
  Button,
  buttonSizes,
  buttonTones,
  buttonVariants,
  type ButtonOwnProps,
  type ButtonProps,
  type ButtonWithText,
  type IconOnlyButton,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from './button';
