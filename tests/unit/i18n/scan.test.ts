import { describe, expect, it } from 'vitest';
import { placeholders } from './catalog';
import { type ScanResult, scanSource } from './scan';

// The locale checks are only as good as the scanner: pin what it sees and what it refuses.
function scanned(code: string): ScanResult {
  const result: ScanResult = { references: new Map(), dynamic: [], unqualified: [] };
  scanSource('src/example.tsx', code, new Set(['auth', 'common']), result);
  return result;
}

describe('key scanner', () => {
  it('sees full literals wherever they are written', () => {
    const { references, dynamic, unqualified } = scanned(`
      const SUBMIT = 'auth:login.submit';
      const M = { required: 'auth:validation.phoneRequired' };
      t('common:loading'); i18n.t(SUBMIT); t('title', { ns: 'auth' });
      t(ok ? 'common:yes' : 'common:no');
      const el = <Trans i18nKey="auth:agreement.text" />;
      const url = 'https://example.com'; const other = 'unknown:key';
    `);
    expect([...references.keys()].sort()).toEqual([
      'auth:agreement.text',
      'auth:login.submit',
      'auth:title',
      'auth:validation.phoneRequired',
      'common:loading',
      'common:no',
      'common:yes',
    ]);
    expect(dynamic).toEqual([]);
    expect(unqualified).toEqual([]);
  });

  it('refuses computed keys unless a comment explains them', () => {
    const { dynamic } = scanned(`
      t(\`choose.points.\${key}\`);
      t(meta.error);
      // i18n-dynamic: yup messages from schemas/messages.ts
      t(meta.error);
      <Trans i18nKey={key} />;
    `);
    expect(dynamic.map((d) => d.where)).toEqual([
      'src/example.tsx:2',
      'src/example.tsx:3',
      'src/example.tsx:6',
    ]);
  });

  it('refuses keys without a namespace', () => {
    expect(scanned(`t('login.title')`).unqualified).toEqual([
      { where: 'src/example.tsx:1', text: 'login.title' },
    ]);
  });
});

describe('placeholders', () => {
  it('normalises interpolation, nesting and tags', () => {
    expect(placeholders('{{count, number}} <1>{{- name}}</1> $t(common:unit) {{ count }}')).toEqual(
      ['$t(common:unit)', '<1>', '{{count}}', '{{name}}'],
    );
  });
});
