import styles from './sides.module.css';

/** The class of a buy/long (rise) or sell/short (fall) button: the user's rise and fall colours. */
export const sideClass = (rising: boolean): string => (rising ? styles.rise! : styles.fall!);
