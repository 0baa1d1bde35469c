export {
  CandlesIcon,
  CaretDownIcon,
  CaretUpIcon,
  PercentIcon,
  PickaxeIcon,
  SparkleIcon,
  SwapIcon,
} from './icons';
export type { IconProps } from './icons';
