/**
 * lazyWithRetry(() => import('./x.tsx').then((m) => ({ default: m.XPage })))
 * A screen's chunk gets 120 s (spec §9) and one retry; a second failure throws a
 * ChunkLoadError, which the route's error element shows with a reload button.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;
const RETRY_DELAY_MS = 1_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ChunkLoadError';
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const loadWithRetry = async <T>(load: () => Promise<T>): Promise<T> => {
  try {
    return await withTimeout(load(), CHUNK_TIMEOUT_MS);
  } catch {
    await wait(RETRY_DELAY_MS);
    try {
      return await withTimeout(load(), CHUNK_TIMEOUT_MS);
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  }
};

/** Route screens take no props: they read what they need from the URL and the session. */
export const lazyWithRetry = (
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> => lazy(() => loadWithRetry(load));
