// Types for scripts/bundle-manifest.mjs, so its rule can be unit-tested from TypeScript.
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Route {
  path: string;
  modules: string[];
}
export declare const CATALOGUE: string;
export declare const ROUTES: Route[];
export declare function staticClosure(manifest: Manifest, keys: string[]): string[];
export declare function routeFiles(manifest: Manifest, route: Route): string[];
