import type { Localized } from '../languages.ts';

// Messages of the trust area (hosting and finance products, copy-trading), in all seven languages.
export const trustMessages = {
  'trust.bought': { en: 'Purchase successful', zh: '购买成功', hk: '購買成功', jp: '購入しました', kr: '구매가 완료되었습니다', esp: 'Compra realizada', th: 'ซื้อสำเร็จ' },
  'trust.redeemed': { en: 'Redeemed', zh: '赎回成功', hk: '贖回成功', jp: '解約しました', kr: '환매가 완료되었습니다', esp: 'Rescate realizado', th: 'ไถ่ถอนสำเร็จ' },
  'trust.followed': { en: 'You are now following this trader', zh: '跟单成功', hk: '跟單成功', jp: 'コピートレードを開始しました', kr: '카피 트레이딩을 시작했습니다', esp: 'Ya estás copiando a este trader', th: 'เริ่มคัดลอกการเทรดแล้ว' },
  'trust.insufficient_balance': { en: 'Insufficient balance', zh: '余额不足', hk: '餘額不足', jp: '残高が不足しています', kr: '잔액이 부족합니다', esp: 'Saldo insuficiente', th: 'ยอดเงินคงเหลือไม่เพียงพอ' },
  'trust.not_open': { en: 'This product is not open for purchase yet', zh: '该产品暂未开放购买', hk: '該產品暫未開放購買', jp: 'この商品はまだ購入できません', kr: '이 상품은 아직 구매할 수 없습니다', esp: 'Este producto aún no está disponible', th: 'ผลิตภัณฑ์นี้ยังไม่เปิดให้ซื้อ' },
  'trust.not_hosting': { en: 'This order can no longer be redeemed', zh: '该订单已无法赎回', hk: '該訂單已無法贖回', jp: 'この注文はもう解約できません', kr: '이 주문은 더 이상 환매할 수 없습니다', esp: 'Este pedido ya no se puede rescatar', th: 'ไม่สามารถไถ่ถอนคำสั่งนี้ได้แล้ว' },
  'trust.field.agreement': {
    en: 'Please read and tick to agree to the service agreement',
    zh: '请阅读并勾选同意服务协议',
    hk: '請閱讀並勾選同意服務協議',
    jp: 'サービス利用規約をお読みのうえ、同意にチェックしてください',
    kr: '서비스 약관을 읽고 동의에 체크해 주세요',
    esp: 'Lee y marca la casilla para aceptar el acuerdo de servicio',
    th: 'กรุณาอ่านและทำเครื่องหมายยอมรับข้อตกลงการใช้บริการ',
  },
  'trust.field.amount_empty': { en: 'Please enter the amount', zh: '请输入金额', hk: '請輸入金額', jp: '金額を入力してください', kr: '금액을 입력해 주세요', esp: 'Introduce el importe', th: 'กรุณากรอกจำนวนเงิน' },
  'trust.field.below_minimum': {
    en: 'The amount cannot be less than the minimum escrow amount {min}',
    zh: '金额不能低于最低托管金额 {min}',
    hk: '金額不能低於最低託管金額 {min}',
    jp: '金額は最低預け入れ額 {min} 以上にしてください',
    kr: '금액은 최소 예치 금액 {min} 이상이어야 합니다',
    esp: 'El importe no puede ser inferior al mínimo de custodia de {min}',
    th: 'จำนวนเงินต้องไม่น้อยกว่ายอดฝากขั้นต่ำ {min}',
  },
  'trust.field.amount_places': {
    en: 'Enter an amount with at most {places} decimal places',
    zh: '请输入最多 {places} 位小数的金额',
    hk: '請輸入最多 {places} 位小數的金額',
    jp: '小数点以下{places}桁以内の金額を入力してください',
    kr: '소수점 이하 {places}자리 이내의 금액을 입력해 주세요',
    esp: 'Introduce un importe con un máximo de {places} decimales',
    th: 'กรุณากรอกจำนวนเงินที่มีทศนิยมไม่เกิน {places} ตำแหน่ง',
  },
} satisfies Record<string, Localized>;
