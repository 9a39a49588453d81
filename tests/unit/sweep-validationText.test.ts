import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Found in the visual sweep: the validation templates put a field's label first ("Ciudad es obligatorio",
// "Contraseña no es válido", "Nom est obligatoire"), which breaks Spanish gender agreement for feminine labels and
// drops the article French needs. Naming the field ("El campo «…»", "Le champ « … »") reads right for every label.
// Read as text: importing a catalogue goes through the build's ICU precompilation and yields ASTs.
function catalogue(language: string): (id: string) => string {
  const messages = JSON.parse(readFileSync(resolve(__dirname, `../../src/i18n/messages/${language}.json`), 'utf8')) as Record<string, string>;
  return (id) => {
    const text = messages[id];
    if (text === undefined) throw new Error(`${language} has no ${id}`);
    return text;
  };
}
const es = catalogue('es');
const fr = catalogue('fr');
const zh = catalogue('zh');

function format(text: (id: string) => string, id: string, values: Record<string, string | number>, locale: string) {
  return new IntlMessageFormat(text(id), locale).format(values);
}

describe('validation templates read naturally for every field label', () => {
  it('Spanish agrees in gender whatever the label', () => {
    expect(format(es, 'validation.required', { name: es('lead.field.city') }, 'es')).toBe('El campo «Ciudad» es obligatorio');
    expect(format(es, 'validation.required', { name: es('auth.password') }, 'es')).toBe('El campo «Contraseña» es obligatorio');
    expect(format(es, 'validation.invalid', { name: es('lead.field.email') }, 'es')).toBe('El campo «Correo electrónico» no es válido');
  });

  it('French names the field with its article and keeps the guillemets on the label (no-break spaces)', () => {
    expect(format(fr, 'validation.required', { name: fr('lead.field.name') }, 'fr')).toBe('Le champ «\u00a0Nom\u00a0» est obligatoire');
    expect(format(fr, 'validation.invalid', { name: fr('lead.field.mobile') }, 'fr')).toBe('Le champ «\u00a0Numéro de mobile\u00a0» n’est pas valide');
    expect(format(fr, 'validation.minLength', { name: fr('lead.field.name'), min: 2 }, 'fr')).toBe(
      'Le champ «\u00a0Nom\u00a0» doit contenir au moins 2 caractères',
    );
  });

  it('Chinese states a minimum length as a requirement, not as a property of the field', () => {
    // Was "密码的最小长度为 6" (the password's minimum length is 6), a literal rendering of the English.
    expect(format(zh, 'validation.minLength', { name: zh('auth.password'), min: 6 }, 'zh')).toBe('密码至少需要 6 个字符');
  });
});
