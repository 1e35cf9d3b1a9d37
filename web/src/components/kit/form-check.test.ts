import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkForm, fieldErrors } from './form-check';

const Schema = z.object({
  name: z.string().min(2, 'too short'),
  goals: z.array(z.object({ target: z.string().min(1, 'empty') })),
});

describe('checkForm', () => {
  it('hands back the data when the schema accepts it and the form found nothing', () => {
    const r = checkForm(Schema.safeParse({ name: 'ok', goals: [] }));
    expect(r).toEqual({ errors: {}, data: { name: 'ok', goals: [] } });
  });

  it("keeps the data back when the form's own check found an error the schema accepts", () => {
    const r = checkForm(Schema.safeParse({ name: 'ok', goals: [] }), { budget: 'Enter a budget' });
    expect(r).toEqual({ errors: { budget: 'Enter a budget' }, data: undefined });
  });

  it("says the schema's errors by path, the form's own text winning for the same field", () => {
    const r = checkForm(Schema.safeParse({ name: 'x', goals: [{ target: '' }] }), { name: 'Enter a name' });
    expect(r.data).toBeUndefined();
    expect(r.errors).toEqual({ name: 'Enter a name', 'goals.0.target': 'empty' });
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    expect(
      fieldErrors([
        { path: ['a'], message: 'first' },
        { path: ['a'], message: 'second' },
      ]),
    ).toEqual({ a: 'first' });
  });
});
