let v = 1;
if (typeof WorkerGlobalScope === 'undefined') v = await Promise.resolve(2);
export const value = v;
