import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import './screen.css';

// Stories render here exactly as in Storybook: same providers, MSW worker, locale loader.
setProjectAnnotations(preview.composed);
