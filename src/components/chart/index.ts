export { Chart } from './chart';
