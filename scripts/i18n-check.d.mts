// Types for scripts/i18n-check.mjs, so the unit tests can use its rules from TypeScript.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Found } from './i18n-scan.mjs';

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
  | 'typography'
  | 'built-id'
  | 'hardcoded';
export interface Problem {
  rule: Rule;
  lang?: string;
  id?: string;
  detail: string;
}
export declare function checkCatalogues(input: {
  catalogues: Record<string, Record<string, unknown>>;
  used: Map<string, string[]>;
  built?: Found[];
  hardcoded?: Found[];
  sameAsEnglish?: Record<string, { langs: string[]; why: string }>;
  specTexts?: string[];
}): Problem[];
export declare function formatReport(problems: Problem[]): string;
