/// <reference lib="webworker" />
import { IdListParser, isBinaryChunk, type IdListMessage } from './id-list';

/**
 * Reads an id list off the main thread: the file streams through a text decoder chunk by chunk (a 1 000 000-line
 * file never becomes one string), progress by bytes goes out at most every 100 ms (so the page re-renders a few
 * times a second, not once a chunk), and the distinct ids come back as a transferred Float64Array.
 */
const post = (message: IdListMessage, transfer: Transferable[] = []) =>
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(message, transfer);

const PROGRESS_MS = 100;

self.onmessage = async (event: MessageEvent<File>) => {
  const file = event.data;
  try {
    const parser = new IdListParser();
    const reader = file.stream().getReader();
    const decoder = new TextDecoder();
    let read = 0;
    let told = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      if (isBinaryChunk(value)) {
        post({ type: 'error', message: 'not a text file' });
        return;
      }
      parser.push(decoder.decode(value, { stream: true }));
      const now = performance.now();
      if (now - told >= PROGRESS_MS) {
        told = now;
        post({ type: 'progress', read, total: file.size });
      }
    }
    parser.push(decoder.decode());
    const { ids, report } = parser.finish();
    post({ type: 'done', ids, report }, [ids.buffer]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
