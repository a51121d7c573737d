export const value = await Promise.resolve(3);
