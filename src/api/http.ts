// placeholder replaced below
export const apiCall = <T>(config: unknown): Promise<T> => Promise.reject(config);
