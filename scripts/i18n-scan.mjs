// Finding message ids in source code, for the catalogue check (scripts/check-i18n.mjs). The TypeScript parser
// sees only real string literals, so ids in comments do not count and event names can be told apart.
import ts from 'typescript';

export const LANGS = ['en', 'zh', 'es', 'ja', 'de', 'fr'];
export const AREAS = ['common', 'menu', 'auth', 'customer', 'verify', 'validation', 'error', 'theme', 'lead', 'home', 'gallery', 'html'];
const AREA = AREAS.join('|');
// The team rule: every id is written whole as a string literal somewhere in src.
export const ID_PATTERN = new RegExp(`^(${AREA})\\.[A-Za-z0-9_.]+$`);
const ID_PREFIX = new RegExp(`^(${AREA})\\.`);

// Attributes a user reads or hears; their literal text must come from the catalogues too.
const TEXT_ATTRIBUTES = new Set(['placeholder', 'title', 'alt', 'aria-label', 'aria-description', 'aria-roledescription', 'label']);
// Sample values that are not language: an e-mail address or a URL.
const NOT_LANGUAGE = /^([\w.+-]+@[\w.-]+|https?:\/\/\S+)$/;
const isText = (text) => /\p{L}/u.test(text) && !NOT_LANGUAGE.test(text.trim());

/**
 * Ids used in source files, found in string literals only (the TypeScript parser skips comments), and ids
 * built at run time (`verify.reason.${x}`, 'verify.reason.' + x), which the check cannot see and so reports.
 * Also text written straight into JSX (`<p>Hello</p>`, `placeholder="Name"`), which no catalogue translates.
 * files: [{ path, text }] -> { used: Map<id, string[] locations>, built: [{ where, text }], hardcoded: [...] }
 */
export function scanIds(files) {
  const used = new Map();
  const built = [];
  const hardcoded = [];
  for (const { path, text } of files) {
    const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const where = (node) => `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (isEventType(node)) {
          // An XState event (`theme.select`): events are `domain.verb`, so they look like ids but are not.
        } else if (ID_PATTERN.test(node.text) && !node.text.endsWith('.')) {
          used.set(node.text, [...(used.get(node.text) ?? []), where(node)]);
        } else if (ID_PREFIX.test(node.text) && node.text.endsWith('.') && isConcatenated(node)) {
          built.push({ where: where(node), text: node.getText(source) });
        }
      } else if (ts.isTemplateExpression(node) && ID_PREFIX.test(node.head.text)) {
        built.push({ where: where(node), text: node.getText(source) });
      } else if (ts.isJsxText(node) && isText(node.text)) {
        hardcoded.push({ where: where(node), text: node.text.trim() });
      } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source))) {
        const value = node.initializer;
        if (value && ts.isStringLiteral(value) && isText(value.text)) hardcoded.push({ where: where(node), text: node.getText(source) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { used, built, hardcoded };
}

const nameOf = (node) => (node && node.name && ts.isIdentifier(node.name) ? node.name.text : undefined);
const isTypeAccess = (node) => ts.isPropertyAccessExpression(node) && node.name.text === 'type';

/**
 * Event-type positions: `{ type: 'x.y' }` (value or type), `on: { 'x.y': ... }`, `event.type === 'x.y'`,
 * `case 'x.y':` in a switch on `.type`.
 */
function isEventType(node) {
  let parent = node.parent;
  if (ts.isLiteralTypeNode(parent)) {
    let up = parent.parent;
    while (ts.isUnionTypeNode(up)) up = up.parent;
    return ts.isPropertySignature(up) && nameOf(up) === 'type';
  }
  if (ts.isPropertyAssignment(parent)) {
    if (parent.initializer === node) return nameOf(parent) === 'type';
    const owner = parent.parent.parent;
    return ts.isPropertyAssignment(owner) && nameOf(owner) === 'on';
  }
  if (ts.isBinaryExpression(parent)) {
    const other = parent.left === node ? parent.right : parent.left;
    const op = parent.operatorToken.kind;
    const equality = [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(op);
    return equality && isTypeAccess(other);
  }
  if (ts.isCaseClause(parent)) return isTypeAccess(parent.parent.parent.expression);
  return false;
}

function isConcatenated(node) {
  const parent = node.parent;
  return ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.PlusToken;
}

