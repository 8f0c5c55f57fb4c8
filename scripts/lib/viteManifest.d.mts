import type { Manifest } from 'vite';

export declare const MANIFEST_FILE: string;
export declare function readManifest(appDir: string): Manifest;
export declare function staticClosure(
  manifest: Manifest,
  keys: Iterable<string>,
  who: string,
  into?: Set<string>,
): Set<string>;
export declare function entryClosure(manifest: Manifest, who: string): Set<string>;
