import { value } from './dep-none.js';
self.onmessage = (e) => self.postMessage({ got: e.data, value });
