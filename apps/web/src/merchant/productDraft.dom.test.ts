import { beforeEach, describe, expect, it } from 'vitest';
import { discardDraft, loadDraft, saveDraft } from './productDraft.ts';

describe('product form drafts', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what was typed after a reload, until discarded', () => {
    saveDraft({ mode: 'create' }, { productName: 'Kəlağayı', productPrice: 45 });
    expect(loadDraft({ mode: 'create' })).toEqual({ productName: 'Kəlağayı', productPrice: 45 });
    discardDraft({ mode: 'create' });
    expect(loadDraft({ mode: 'create' })).toBeUndefined();
  });

  it('keeps a new product and each edited product apart', () => {
    saveDraft({ mode: 'create' }, { productName: 'new' });
    saveDraft({ mode: 'edit', id: 'a' }, { productName: 'edited a' });
    expect(loadDraft({ mode: 'edit', id: 'a' })).toEqual({ productName: 'edited a' });
    expect(loadDraft({ mode: 'edit', id: 'b' })).toBeUndefined();
    discardDraft({ mode: 'edit', id: 'a' });
    expect(loadDraft({ mode: 'create' })).toEqual({ productName: 'new' });
  });

  it('treats an unreadable draft as none', () => {
    localStorage.setItem('product_form_draft:new', '{oops');
    expect(loadDraft({ mode: 'create' })).toBeUndefined();
  });
});
