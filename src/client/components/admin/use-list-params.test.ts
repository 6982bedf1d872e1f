// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { oneOf, toQuery, useListParams } from './use-list-params';

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

describe('list parameters kept in the address', () => {
  it('two changes in one moment both stay (a filter cleared, then another chosen)', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: ['/admin/orders?employee=unassigned&page=3'] }, children);
    const { result } = renderHook(
      () => ({ list: useListParams({ employee: '', status: '' }), location: useLocation() }),
      { wrapper },
    );
    act(() => {
      result.current.list.set({ employee: '' });
      result.current.list.set({ status: 'processing' });
    });
    expect(result.current.location.search).toBe('?status=processing');
    expect(result.current.list.values).toMatchObject({ employee: '', status: 'processing', page: '1' });
    // Later changes start from the address as it now is.
    act(() => result.current.list.set({ page: 2 }));
    expect(result.current.location.search).toBe('?status=processing&page=2');
  });
});
