import { describe, expect, it } from 'vitest';
import { oneOf, toQuery } from './use-list-params';

describe('list parameters from the address', () => {
  it('pass a value on only when the API accepts it', () => {
    const statuses = ['active', 'draft', 'archived'] as const;
    expect(oneOf('draft', statuses)).toBe('draft');
    // A hand-edited address (or an empty filter) is no filter, not a refused request.
    expect(oneOf('deleted', statuses)).toBeUndefined();
    expect(oneOf('', statuses)).toBeUndefined();
  });

  it('make a download link without the empty ones', () => {
    expect(toQuery({ q: 'mango', status: '', page: 2, sort: undefined })).toBe('?q=mango&page=2');
    expect(toQuery({ q: '' })).toBe('');
  });
});
