import type { Localized } from '../languages.ts';

// Messages of the assets area, in all seven languages (merged into ../messages.ts).
export const assetsMessages = {
  'assets.transferred': {
    en: 'Transfer successful',
    zh: '划转成功',
    hk: '劃轉成功',
    jp: '振替が完了しました',
    kr: '이체가 완료되었습니다',
    esp: 'Transferencia realizada',
    th: 'โอนสำเร็จ',
  },
  'assets.insufficient_balance': {
    en: 'Insufficient balance',
    zh: '余额不足',
    hk: '餘額不足',
    jp: '残高が不足しています',
    kr: '잔액이 부족합니다',
    esp: 'Saldo insuficiente',
    th: 'ยอดเงินคงเหลือไม่เพียงพอ',
  },
  'assets.same_account': {
    en: 'Choose two different accounts',
    zh: '请选择两个不同的账户',
    hk: '請選擇兩個不同的賬戶',
    jp: '異なる2つのアカウントを選択してください',
    kr: '서로 다른 두 계정을 선택해 주세요',
    esp: 'Elige dos cuentas distintas',
    th: 'กรุณาเลือกบัญชีสองบัญชีที่ต่างกัน',
  },
  'assets.amount_invalid': {
    en: 'Enter an amount greater than 0 with at most {decimals} decimal places',
    zh: '请输入大于 0 的数量，最多 {decimals} 位小数',
    hk: '請輸入大於 0 的數量，最多 {decimals} 位小數',
    jp: '0より大きい数量を小数点以下{decimals}桁以内で入力してください',
    kr: '0보다 큰 수량을 소수점 {decimals}자리 이내로 입력해 주세요',
    esp: 'Introduce una cantidad mayor que 0 con {decimals} decimales como máximo',
    th: 'กรุณากรอกจำนวนที่มากกว่า 0 และมีทศนิยมไม่เกิน {decimals} ตำแหน่ง',
  },
  'assets.currency_unknown': {
    en: 'This currency is not available',
    zh: '该币种暂不可用',
    hk: '該幣種暫不可用',
    jp: 'この通貨はご利用いただけません',
    kr: '사용할 수 없는 코인입니다',
    esp: 'Esta moneda no está disponible',
    th: 'สกุลเงินนี้ไม่พร้อมให้บริการ',
  },
  'assets.request_reused': {
    en: 'This transfer was already submitted with different details. Please try again',
    zh: '该划转已以不同的信息提交过，请重试',
    hk: '該劃轉已以不同的資料提交過，請重試',
    jp: 'この振替は別の内容で送信済みです。もう一度お試しください',
    kr: '이 이체는 다른 내용으로 이미 제출되었습니다. 다시 시도해 주세요',
    esp: 'Esta transferencia ya se envió con otros datos. Inténtalo de nuevo',
    th: 'รายการโอนนี้ถูกส่งไปแล้วด้วยข้อมูลที่ต่างกัน กรุณาลองใหม่',
  },
} satisfies Record<string, Localized>;
