import { NOTICE_MS } from '../../shared/constants';
import { createStore } from '../lib/store';

export interface Toast {
  id: number;
  kind: 'success' | 'info' | 'error';
  message: string;
}

const store = createStore<Toast[]>([]);
let nextId = 1;

function show(kind: Toast['kind'], message: string) {
  const id = nextId++;
  store.set([...store.get(), { id, kind, message }]);
  setTimeout(() => dismiss(id), NOTICE_MS);
}

function dismiss(id: number) {
  store.set(store.get().filter((t) => t.id !== id));
}

/** Short notices in the corner, gone after spec §9's three seconds. */
export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  error: (message: string) => show('error', message),
  dismiss,
  useToasts: store.use,
};
