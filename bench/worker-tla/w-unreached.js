import { value } from './dep-unreached.js';
self.onmessage = (e) => self.postMessage({ got: e.data, value });
