import type { Localized } from '../languages.ts';

// Messages of the console's dashboard operations (merged into ../messages.ts).
export const operatorDashboardMessages = {
  'operator.ledger_balanced': {
    en: 'The ledger adds up: every balance matches its journal and every currency sums to zero',
    zh: '账本核对无误：每个余额都与流水一致，每个币种合计为零',
    hk: '賬本核對無誤：每個餘額都與流水一致，每個幣種合計為零',
    jp: '台帳は一致しています。すべての残高が仕訳と一致し、各通貨の合計はゼロです',
    kr: '원장이 일치합니다. 모든 잔액이 분개와 일치하고 통화별 합계가 0입니다',
    esp: 'El libro cuadra: cada saldo coincide con su diario y cada moneda suma cero',
    th: 'บัญชีแยกประเภทถูกต้อง: ทุกยอดคงเหลือตรงกับรายการบันทึก และทุกสกุลเงินรวมเป็นศูนย์',
  },
  'operator.ledger_problems': {
    en: 'The ledger audit found {count} problem(s)',
    zh: '账本核对发现 {count} 个问题',
    hk: '賬本核對發現 {count} 個問題',
    jp: '台帳の監査で {count} 件の問題が見つかりました',
    kr: '원장 감사에서 문제 {count}건이 발견되었습니다',
    esp: 'La auditoría del libro encontró {count} problema(s)',
    th: 'การตรวจสอบบัญชีแยกประเภทพบปัญหา {count} รายการ',
  },
} satisfies Record<string, Localized>;
