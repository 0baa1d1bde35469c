import type { Localized } from '../languages.ts';

// Messages of the deposit area, in all seven languages (merged into ../messages.ts).
export const depositMessages = {
  'deposit.submitted': {
    en: 'Submitted. Your deposit is under review',
    zh: '提交成功，充值正在审核中',
    hk: '提交成功，充值正在審核中',
    jp: '申請しました。入金は審査中です',
    kr: '신청되었습니다. 입금을 심사 중입니다',
    esp: 'Solicitud enviada. Tu depósito está en revisión',
    th: 'ส่งคำขอแล้ว รายการฝากของคุณอยู่ระหว่างการตรวจสอบ',
  },
  'deposit.error.below_minimum': {
    en: 'The minimum deposit is {min} {coin}',
    zh: '最小充值数量为 {min} {coin}',
    hk: '最低充值數量為 {min} {coin}',
    jp: '最低入金額は {min} {coin} です',
    kr: '최소 입금 수량은 {min} {coin}입니다',
    esp: 'El depósito mínimo es de {min} {coin}',
    th: 'ยอดฝากขั้นต่ำคือ {min} {coin}',
  },
  'deposit.error.proof_unknown': {
    en: 'Please upload the proof picture again',
    zh: '请重新上传充值凭证',
    hk: '請重新上載充值憑證',
    jp: '証明画像をもう一度アップロードしてください',
    kr: '증빙 사진을 다시 업로드해 주세요',
    esp: 'Vuelve a subir la imagen del comprobante',
    th: 'กรุณาอัปโหลดรูปหลักฐานอีกครั้ง',
  },
  'deposit.error.network_unsupported': {
    en: 'This coin cannot be deposited on this network',
    zh: '该币种不支持此网络充值',
    hk: '該幣種不支援此網絡充值',
    jp: 'この通貨はこのネットワークで入金できません',
    kr: '이 코인은 해당 네트워크로 입금할 수 없습니다',
    esp: 'Esta moneda no se puede depositar en esta red',
    th: 'ไม่สามารถฝากเหรียญนี้ผ่านเครือข่ายนี้ได้',
  },
  'deposit.error.method_unavailable': {
    en: 'This deposit method is not available now',
    zh: '该充值方式暂不可用',
    hk: '該充值方式暫不可用',
    jp: 'この入金方法は現在ご利用いただけません',
    kr: '이 입금 방식은 현재 이용할 수 없습니다',
    esp: 'Este método de depósito no está disponible ahora',
    th: 'ขณะนี้ไม่สามารถใช้วิธีฝากนี้ได้',
  },
  'deposit.error.too_many_pending': {
    en: 'You already have {limit} deposits under review. Please wait for them to be processed',
    zh: '您已有 {limit} 笔充值正在审核，请等待处理完成',
    hk: '您已有 {limit} 筆充值正在審核，請等待處理完成',
    jp: '審査中の入金がすでに {limit} 件あります。処理が終わるまでお待ちください',
    kr: '심사 중인 입금이 이미 {limit}건 있습니다. 처리가 끝날 때까지 기다려 주세요',
    esp: 'Ya tienes {limit} depósitos en revisión. Espera a que se procesen',
    th: 'คุณมีรายการฝาก {limit} รายการที่อยู่ระหว่างตรวจสอบแล้ว กรุณารอให้ดำเนินการเสร็จ',
  },
} satisfies Record<string, Localized>;
