import { value } from './dep-microtask.js';
self.onmessage = (e) => self.postMessage({ got: e.data, value });
