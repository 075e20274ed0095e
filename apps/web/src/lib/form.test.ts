import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { fieldText } from '@ownless/shared/field-text';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { zodResolver } from './form';
import { loadCatalogs } from './i18n/catalogs';

const schema = z.object({
  name: z.string().min(3),
  category: z.string().min(1, 'Choose a category.'),
  note: z.string(),
  tags: z
    .array(z.string())
    .max(2, fieldText({ id: 'Use at most {max} tags.', values: { max: 2 } })),
});

const validate = (values: Record<string, unknown>) =>
  zodResolver(schema)(values as z.input<typeof schema>, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('form messages', () => {
  afterEach(() => i18n.activate('en'));

  it("say Zod's defaults and the schema's own messages in the page's language", async () => {
    i18n.load('es', {
      'This field is required.': compileMessage('Este campo es obligatorio.'),
      'Must be at least {minimum} characters.': compileMessage(
        'Debe tener al menos {minimum} caracteres.',
      ),
      'Choose a category.': compileMessage('Elige una categoría.'),
      'Use at most {max} tags.': compileMessage('Usa como máximo {max} etiquetas.'),
    });
    i18n.activate('es');
    const { errors } = await validate({ name: 'ab', category: '', tags: ['a', 'b', 'c'] });
    expect(errors.name?.message).toBe('Debe tener al menos 3 caracteres.');
    expect(errors.category?.message).toBe('Elige una categoría.');
    expect(errors.note?.message).toBe('Este campo es obligatorio.');
    expect(errors.tags?.message).toBe('Usa como máximo 2 etiquetas.');
  });

  it('keep English for a message the language has no translation of yet', async () => {
    // A language none of the catalogs holds (the global catalog of another file may hold ar).
    i18n.load('fr', {});
    i18n.activate('fr');
    const { errors } = await validate({ name: 'ab', category: 'x', note: '', tags: [] });
    expect(errors.name?.message).toBe('Must be at least 3 characters.');
  });

  it("read the shared catalog of the page's language, the server's own words", async () => {
    await loadCatalogs('ar', ['shared']);
    i18n.activate('ar');
    const { errors } = await validate({ name: 'ab', category: 'x', tags: [] });
    expect(errors.name?.message).toBe('يجب ألا يقل عدد الأحرف عن 3.');
    expect(errors.note?.message).toBe('هذا الحقل مطلوب.');
  });
});
