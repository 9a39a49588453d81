// Types for scripts/i18n-check.mjs, so the unit tests can use its rules from TypeScript.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export declare const LANGS: string[];
export declare const AREAS: string[];
export declare const ID_PATTERN: RegExp;

export interface SourceFile {
  path: string;
  text: string;
}
export interface BuiltId {
  where: string;
  text: string;
}
export declare function scanIds(files: SourceFile[]): { used: Map<string, string[]>; built: BuiltId[] };
export declare function placeholders(message: string | MessageFormatElement[]): string[];

export type Rule =
  | 'catalogue'
  | 'syntax'
  | 'missing'
  | 'unused'
  | 'not-in-english'
  | 'placeholders'
  | 'untranslated'
  | 'allowlist'
  | 'spec-text'
  | 'built-id';
export interface Problem {
  rule: Rule;
  lang?: string;
  id?: string;
  detail: string;
}
export declare function checkCatalogues(input: {
  catalogues: Record<string, Record<string, unknown>>;
  used: Map<string, string[]>;
  built?: BuiltId[];
  sameAsEnglish?: Record<string, { langs: string[]; why: string }>;
  specTexts?: string[];
}): Problem[];
export declare function formatReport(problems: Problem[]): string;
