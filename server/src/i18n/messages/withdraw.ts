import type { Localized } from '../languages.ts';

// Messages of withdrawals and payment methods, in all seven languages (merged into ../messages.ts).
export const withdrawMessages = {
  'withdraw.applied': { en: 'Withdrawal submitted, under review', zh: '提现申请已提交，等待审核', hk: '提現申請已提交，等待審核', jp: '出金申請を受け付けました。審査中です', kr: '출금 신청이 접수되었습니다. 심사 중입니다', esp: 'Retiro enviado, en revisión', th: 'ส่งคำขอถอนแล้ว อยู่ระหว่างการตรวจสอบ' },
  'withdraw.kyc_required': { en: 'Please complete KYC Verification first', zh: '请先完成实名认证', hk: '請先完成實名認證', jp: '先に本人確認（KYC）を完了してください', kr: '먼저 KYC 인증을 완료해 주세요', esp: 'Completa primero la verificación KYC', th: 'กรุณายืนยันตัวตน (KYC) ให้เสร็จก่อน' },
  'withdraw.kyc_pending': {
    en: 'Your identity verification is under review. You can withdraw once it is approved',
    zh: '您的实名认证正在审核中，通过后即可提现',
    hk: '您的實名認證正在審核中，通過後即可提現',
    jp: '本人確認は審査中です。承認後に出金できます',
    kr: '본인 인증이 심사 중입니다. 승인 후 출금할 수 있습니다',
    esp: 'Tu verificación de identidad está en revisión. Podrás retirar cuando se apruebe',
    th: 'การยืนยันตัวตนของคุณอยู่ระหว่างการตรวจสอบ คุณจะถอนได้เมื่อได้รับการอนุมัติ',
  },
  'withdraw.address_required': { en: 'Please set the withdraw address first', zh: '请先设置提币地址', hk: '請先設定提幣地址', jp: '先に出金アドレスを設定してください', kr: '먼저 출금 주소를 설정해 주세요', esp: 'Configura primero la dirección de retiro', th: 'กรุณาตั้งค่าที่อยู่สำหรับถอนก่อน' },
  'withdraw.bank_required': { en: 'Please bind a bank card first', zh: '请先绑定银行卡', hk: '請先綁定銀行卡', jp: '先に銀行カードを登録してください', kr: '먼저 은행 카드를 등록해 주세요', esp: 'Vincula primero una tarjeta bancaria', th: 'กรุณาผูกบัตรธนาคารก่อน' },
  'withdraw.bank_unavailable': { en: 'This coin cannot be withdrawn to a bank card', zh: '该币种不支持提现到银行卡', hk: '該幣種不支援提現到銀行卡', jp: 'この通貨は銀行カードへ出金できません', kr: '이 코인은 은행 카드로 출금할 수 없습니다', esp: 'Esta moneda no se puede retirar a una tarjeta bancaria', th: 'เหรียญนี้ไม่สามารถถอนเข้าบัตรธนาคารได้' },
  'withdraw.insufficient_balance': { en: 'Insufficient balance', zh: '余额不足', hk: '餘額不足', jp: '残高が不足しています', kr: '잔액이 부족합니다', esp: 'Saldo insuficiente', th: 'ยอดเงินคงเหลือไม่เพียงพอ' },
  'withdraw.below_minimum': { en: 'The minimum withdrawal is {minimum} {coin}', zh: '最低提现数量为 {minimum} {coin}', hk: '最低提現數量為 {minimum} {coin}', jp: '最低出金額は {minimum} {coin} です', kr: '최소 출금 수량은 {minimum} {coin}입니다', esp: 'El retiro mínimo es de {minimum} {coin}', th: 'จำนวนถอนขั้นต่ำคือ {minimum} {coin}' },
  'withdraw.daily_limit': {
    en: 'You can submit at most {limit} withdrawals per day. Please try again tomorrow',
    zh: '每天最多提交 {limit} 次提现申请，请明天再试',
    hk: '每天最多提交 {limit} 次提現申請，請明天再試',
    jp: '出金申請は1日{limit}回までです。明日もう一度お試しください',
    kr: '출금 신청은 하루 최대 {limit}회까지 가능합니다. 내일 다시 시도해 주세요',
    esp: 'Puedes enviar como máximo {limit} retiros al día. Inténtalo de nuevo mañana',
    th: 'ส่งคำขอถอนได้สูงสุด {limit} ครั้งต่อวัน กรุณาลองใหม่พรุ่งนี้',
  },
  'withdraw.coin_unavailable': { en: 'This coin cannot be withdrawn', zh: '该币种暂不支持提现', hk: '該幣種暫不支援提現', jp: 'この通貨は出金できません', kr: '이 코인은 출금할 수 없습니다', esp: 'Esta moneda no se puede retirar', th: 'เหรียญนี้ไม่สามารถถอนได้' },
  'withdraw.field.amount_places': {
    en: 'Enter an amount greater than 0 with at most {places} decimal places',
    zh: '请输入大于 0 且最多 {places} 位小数的数量',
    hk: '請輸入大於 0 且最多 {places} 位小數的數量',
    jp: '0より大きく、小数点以下{places}桁以内の数量を入力してください',
    kr: '0보다 크고 소수점 이하 {places}자리 이내의 수량을 입력해 주세요',
    esp: 'Introduce una cantidad mayor que 0 con un máximo de {places} decimales',
    th: 'กรุณากรอกจำนวนที่มากกว่า 0 และมีทศนิยมไม่เกิน {places} ตำแหน่ง',
  },
  'bankbind.saved': { en: 'Bound successfully', zh: '绑定成功', hk: '綁定成功', jp: '登録しました', kr: '등록되었습니다', esp: 'Vinculación completada', th: 'ผูกบัญชีสำเร็จ' },
  'bankbind.failed': { en: 'Binding failed', zh: '绑定失败', hk: '綁定失敗', jp: '登録に失敗しました', kr: '등록에 실패했습니다', esp: 'Error al vincular', th: 'ผูกบัญชีไม่สำเร็จ' },
  'bankbind.field.required': { en: 'This field is required', zh: '此项为必填项', hk: '此項為必填', jp: 'この項目は必須です', kr: '필수 입력 항목입니다', esp: 'Este campo es obligatorio', th: 'กรุณากรอกช่องนี้' },
  'bankbind.field.qr_unknown': { en: 'Please upload the QR code again', zh: '请重新上传收款码', hk: '請重新上載收款碼', jp: 'QRコードをもう一度アップロードしてください', kr: 'QR 코드를 다시 업로드해 주세요', esp: 'Vuelve a subir el código QR', th: 'กรุณาอัปโหลดคิวอาร์โค้ดอีกครั้ง' },
} satisfies Record<string, Localized>;
