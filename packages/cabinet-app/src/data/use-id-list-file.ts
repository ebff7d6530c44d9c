import { useCallback, useEffect, useRef, useState } from 'react';
import type { IdListMessage, IdListReport } from './id-list';

export type IdListFileState =
  | { phase: 'idle' }
  | { phase: 'reading'; file: File; read: number; total: number }
  | { phase: 'read'; file: File; ids: Float64Array; report: IdListReport }
  | { phase: 'error'; file: File; message: string };

/**
 * Reads a chosen id-list file in a worker (`id-list.worker.ts`) with progress by bytes; a new file or unmount
 * ends the previous reading. The page stays responsive: the main thread only receives progress and the result.
 */
export function useIdListFile() {
  const [state, setState] = useState<IdListFileState>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  useEffect(() => stop, []);

  const read = useCallback((file: File | null) => {
    stop();
    if (!file) return setState({ phase: 'idle' });
    setState({ phase: 'reading', file, read: 0, total: file.size });
    const w = new Worker(new URL('./id-list.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    w.onmessage = (event: MessageEvent<IdListMessage>) => {
      const m = event.data;
      if (m.type === 'progress') setState({ phase: 'reading', file, read: m.read, total: m.total });
      else {
        setState(
          m.type === 'done'
            ? { phase: 'read', file, ids: m.ids, report: m.report }
            : { phase: 'error', file, message: m.message },
        );
        w.terminate();
        if (worker.current === w) worker.current = null;
      }
    };
    w.onerror = (event) => {
      setState({ phase: 'error', file, message: event.message });
      w.terminate();
    };
    w.postMessage(file);
  }, []);

  return { state, read };
}
