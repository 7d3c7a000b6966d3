// A text being typed that survives a reload (issue 28: a question typed into the writing assistant was lost when
// the tab reloaded). It is kept in this browser's storage as it changes, and forgotten once it is empty (sent or
// cleared). A value handed in by navigation (a prompt from the library) wins over the kept one.
import { useCallback, useState } from 'react';

const PREFIX = 'peiyin.input.';

function read(key: string): string {
  try {
    return window.localStorage.getItem(PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    if (value) window.localStorage.setItem(PREFIX + key, value);
    else window.localStorage.removeItem(PREFIX + key);
  } catch {
    // storage full or refused (a private window): the text still works, it just is not kept
  }
}

/// `[value, setValue]` like useState, kept under `key` across reloads; `given` (when not empty) replaces it.
export function useKeptInput(key: string, given?: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => {
    if (given) {
      write(key, given);
      return given;
    }
    return read(key);
  });
  const set = useCallback(
    (next: string) => {
      setValue(next);
      write(key, next);
    },
    [key],
  );
  return [value, set];
}
