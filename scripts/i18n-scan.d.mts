// Types for scripts/i18n-scan.mjs, so the unit tests can use it from TypeScript.
export declare const LANGS: string[];
export declare const AREAS: string[];
export declare const ID_PATTERN: RegExp;

export interface SourceFile {
  path: string;
  text: string;
}
export interface Found {
  where: string;
  text: string;
}
export declare function scanIds(files: SourceFile[]): { used: Map<string, string[]>; built: Found[]; hardcoded: Found[] };
