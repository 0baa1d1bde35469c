import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from '../../../src/lib/formDraft';

const initial = () => ({ country: '', name: '', age: 0 });

describe('form drafts', () => {
  afterEach(() => sessionStorage.clear());

  it('gives the initial values when nothing was saved', () => {
    expect(loadDraft('kyc-basic', initial())).toEqual(initial());
  });

  it('restores saved values over the initial ones', () => {
    saveDraft('kyc-basic', { country: 'Japan', name: 'Hanako', age: 30 });
    expect(loadDraft('kyc-basic', initial())).toEqual({
      country: 'Japan',
      name: 'Hanako',
      age: 30,
    });
  });

  it('keeps one draft per form', () => {
    saveDraft('kyc-basic', { country: 'Japan', name: 'Hanako', age: 1 });
    expect(loadDraft('bank-bind', initial())).toEqual(initial());
  });

  it('ignores unknown keys and values of another type', () => {
    saveDraft('kyc-basic', { country: 42, name: 'Hanako', extra: 'x' });
    expect(loadDraft('kyc-basic', initial())).toEqual({ country: '', name: 'Hanako', age: 0 });
  });

  it('ignores a corrupt entry', () => {
    sessionStorage.setItem('form_draft:kyc-basic', '{not json');
    expect(loadDraft('kyc-basic', initial())).toEqual(initial());
    sessionStorage.setItem('form_draft:kyc-basic', 'null');
    expect(loadDraft('kyc-basic', initial())).toEqual(initial());
  });

  it('is gone once cleared', () => {
    saveDraft('kyc-basic', { country: 'Japan', name: 'Hanako', age: 1 });
    clearDraft('kyc-basic');
    expect(loadDraft('kyc-basic', initial())).toEqual(initial());
  });
});
