export { value } from './dep-unreached.js';
