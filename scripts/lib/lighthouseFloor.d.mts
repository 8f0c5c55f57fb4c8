export declare const FLOOR_FOLDER: string;
export declare const FLOOR_PATH: string;
/**
 * Builds the floor page into `<appDir>/lighthouse-floor/`: its path, its scripts' URL paths (a server
 * already running compresses them on their first request) and their gzip size.
 */
export declare function buildLighthouseFloor(
  appDir: string,
): Promise<{ path: string; scripts: string[]; jsGz: number }>;
