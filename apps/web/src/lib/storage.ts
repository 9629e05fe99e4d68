/**
 * Web Storage that never throws: private browsing, a full quota or a disabled storage
 * (Safari, some in-app browsers common on Android) must not break the shop.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

function read(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the value lives only for this page view.
  }
}

function remove(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

function readJson<T>(kind: Area, key: string): T | null {
  const raw = read(kind, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function makeStore(kind: Area) {
  return {
    get: (key: string) => read(kind, key),
    set: (key: string, value: string) => write(kind, key, value),
    remove: (key: string) => remove(kind, key),
    getJson: <T>(key: string) => readJson<T>(kind, key),
    setJson: (key: string, value: unknown) => write(kind, key, JSON.stringify(value)),
  };
}

export const local = makeStore('local');
export const session = makeStore('session');
