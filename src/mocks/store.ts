/**
 * Where the demo backend keeps what visitors change (sign-ins, enquiries): localStorage in the browser, shared by
 * its tabs as a server is (a sign-in made in one tab holds in a tab opened next, as the app's stored user does);
 * memory under Node (tests, the preview server).
 */
export interface DemoStore {
  get<T>(key: string, fallback: T): T;
  set(key: string, value: unknown): void;
}

export function memoryStore(): DemoStore {
  const data = new Map<string, string>();
  return {
    get: (key, fallback) => {
      const raw = data.get(key);
      return raw === undefined ? fallback : JSON.parse(raw);
    },
    set: (key, value) => void data.set(key, JSON.stringify(value)),
  };
}

export function webStorageStore(storage: Storage): DemoStore {
  const prefix = 'demo:';
  return {
    get: (key, fallback) => {
      try {
        const raw = storage.getItem(prefix + key);
        return raw === null ? fallback : JSON.parse(raw);
      } catch {
        return fallback;
      }
    },
    set: (key, value) => {
      try {
        storage.setItem(prefix + key, JSON.stringify(value));
      } catch {
        /* a full storage only loses demo changes */
      }
    },
  };
}
