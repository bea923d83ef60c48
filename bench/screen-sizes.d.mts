/** A build manifest's chunk (dist/.vite/manifest.json). */
export type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
export type ScreenName = 'landing' | 'sign-in' | 'dashboard' | 'petition' | 'profile-setup' | 'profile' | 'profile-edit' | 'screening' | 'share' | 'not-found' | 'recommender';
export type ScreenSize = { js: number; css: number; jsFiles: string[]; cssFiles: string[] };

/** Each screen, with the manifest entries it needs before it paints (screen-sizes.mjs). */
export declare const SCREENS: Record<ScreenName, { label: string; entries: string[] }>;
export declare function readManifest(dist?: string): Record<string, ManifestChunk>;
export declare function closure(manifest: Record<string, ManifestChunk>, keys: string[]): { js: string[]; css: string[] };
export declare function gzipBytes(file: string, dist?: string): number;
export declare function screenSizes(dist?: string): Record<ScreenName, ScreenSize>;
