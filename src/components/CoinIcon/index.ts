export { CoinIcon, type CoinIconProps } from './CoinIcon';
export { CoinSelectFrame } from './CoinSelectFrame';
