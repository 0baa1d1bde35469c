import type { Localized } from '../languages.ts';

// Messages of new-coin subscription and mining, in all seven languages (merged into ../messages.ts).
export const publicationMessages = {
  'publication.subscribed': { en: 'Subscription submitted for review', zh: '申购已提交，等待审核', hk: '申購已提交，等待審核', jp: '申込を送信しました。審査をお待ちください', kr: '청약이 접수되어 심사 중입니다', esp: 'Suscripción enviada para revisión', th: 'ส่งคำขอจองซื้อแล้ว รอการตรวจสอบ' },
  'publication.insufficient_balance': { en: 'Insufficient balance, please recharge', zh: '余额不足，请先充值', hk: '餘額不足，請先充值', jp: '残高が不足しています。入金してください', kr: '잔액이 부족합니다. 충전해 주세요', esp: 'Saldo insuficiente, recarga tu cuenta', th: 'ยอดเงินไม่เพียงพอ กรุณาเติมเงิน' },
  'publication.not_open': { en: 'This subscription is not open', zh: '该项目当前不在申购期', hk: '該項目目前不在申購期', jp: 'この銘柄は現在申込期間外です', kr: '현재 청약 기간이 아닙니다', esp: 'Esta suscripción no está abierta', th: 'โครงการนี้ไม่อยู่ในช่วงจองซื้อ' },
  'publication.sold_out': { en: 'Sold out', zh: '已售罄', hk: '已售罄', jp: '完売しました', kr: '매진되었습니다', esp: 'Agotado', th: 'ขายหมดแล้ว' },
  'publication.exceeds_remaining': { en: 'Only {remaining} coins are left', zh: '仅剩 {remaining} 枚可申购', hk: '僅剩 {remaining} 枚可申購', jp: '残りは {remaining} 枚のみです', kr: '{remaining}개만 남았습니다', esp: 'Solo quedan {remaining} monedas', th: 'เหลือเพียง {remaining} เหรียญ' },
  'publication.field.currency': { en: 'This currency is not accepted', zh: '不支持该申购币种', hk: '不支援該申購幣種', jp: 'この通貨では申し込めません', kr: '지원하지 않는 결제 코인입니다', esp: 'Esta moneda no se acepta', th: 'ไม่รองรับสกุลเงินนี้' },
  'publication.field.amount_places': { en: 'Enter an amount greater than 0 with at most {places} decimal places', zh: '请输入大于 0 且最多 {places} 位小数的金额', hk: '請輸入大於 0 且最多 {places} 位小數的金額', jp: '0より大きく、小数点以下{places}桁以内の金額を入力してください', kr: '0보다 크고 소수점 이하 {places}자리 이내의 금액을 입력해 주세요', esp: 'Introduce un importe mayor que 0 con un máximo de {places} decimales', th: 'กรุณากรอกจำนวนที่มากกว่า 0 และมีทศนิยมไม่เกิน {places} ตำแหน่ง' },
  'publication.field.amount_min': { en: 'The minimum subscription is {min} USDT', zh: '最低申购 {min} USDT', hk: '最低申購 {min} USDT', jp: '最低申込額は {min} USDT です', kr: '최소 청약 금액은 {min} USDT입니다', esp: 'La suscripción mínima es de {min} USDT', th: 'จองซื้อขั้นต่ำ {min} USDT' },
  'publication.field.amount_max': { en: 'The maximum subscription is {max} USDT', zh: '最高申购 {max} USDT', hk: '最高申購 {max} USDT', jp: '最高申込額は {max} USDT です', kr: '최대 청약 금액은 {max} USDT입니다', esp: 'La suscripción máxima es de {max} USDT', th: 'จองซื้อสูงสุด {max} USDT' },
  'mining.bought': { en: 'Purchase completed', zh: '购买成功', hk: '購買成功', jp: '購入しました', kr: '구매가 완료되었습니다', esp: 'Compra realizada', th: 'ซื้อสำเร็จ' },
  'mining.converted': { en: 'Conversion completed', zh: '兑换成功', hk: '兌換成功', jp: '換金しました', kr: '전환이 완료되었습니다', esp: 'Conversión realizada', th: 'แปลงสำเร็จ' },
  'mining.pledged': { en: 'Pledge started', zh: '质押成功', hk: '質押成功', jp: 'ステーキングを開始しました', kr: '스테이킹이 시작되었습니다', esp: 'Staking iniciado', th: 'เริ่มการสเตกแล้ว' },
  'mining.insufficient_balance': { en: 'Insufficient balance', zh: '余额不足', hk: '餘額不足', jp: '残高が不足しています', kr: '잔액이 부족합니다', esp: 'Saldo insuficiente', th: 'ยอดเงินคงเหลือไม่เพียงพอ' },
  'mining.offer_ended': { en: 'This offer has ended', zh: '该活动已结束', hk: '該活動已結束', jp: 'この販売は終了しました', kr: '판매가 종료되었습니다', esp: 'Esta oferta ha terminado', th: 'ข้อเสนอนี้สิ้นสุดแล้ว' },
  'mining.no_market': { en: 'This coin cannot be converted now', zh: '该币种暂不支持兑换', hk: '該幣種暫不支援兌換', jp: 'この通貨は現在換金できません', kr: '이 코인은 현재 전환할 수 없습니다', esp: 'Esta moneda no se puede convertir ahora', th: 'ขณะนี้ไม่สามารถแปลงเหรียญนี้ได้' },
  'mining.field.quantity': { en: 'Enter a whole number from 1 to 100', zh: '请输入 1 到 100 的整数', hk: '請輸入 1 到 100 的整數', jp: '1〜100の整数を入力してください', kr: '1~100 사이의 정수를 입력해 주세요', esp: 'Introduce un número entero del 1 al 100', th: 'กรุณากรอกจำนวนเต็มตั้งแต่ 1 ถึง 100' },
  'mining.field.coin': { en: 'Only mined coins can be converted', zh: '仅可兑换挖矿产出的币种', hk: '僅可兌換挖礦產出的幣種', jp: 'マイニングで得た通貨のみ換金できます', kr: '채굴한 코인만 전환할 수 있습니다', esp: 'Solo se pueden convertir monedas minadas', th: 'แปลงได้เฉพาะเหรียญที่ขุดได้เท่านั้น' },
  'mining.field.amount_places': { en: 'Enter an amount greater than 0 with at most {places} decimal places', zh: '请输入大于 0 且最多 {places} 位小数的数量', hk: '請輸入大於 0 且最多 {places} 位小數的數量', jp: '0より大きく、小数点以下{places}桁以内の数量を入力してください', kr: '0보다 크고 소수점 이하 {places}자리 이내의 수량을 입력해 주세요', esp: 'Introduce una cantidad mayor que 0 con un máximo de {places} decimales', th: 'กรุณากรอกจำนวนที่มากกว่า 0 และมีทศนิยมไม่เกิน {places} ตำแหน่ง' },
  'mining.field.amount_min': { en: 'The minimum is {min}', zh: '最低数量为 {min}', hk: '最低數量為 {min}', jp: '最低数量は {min} です', kr: '최소 수량은 {min}입니다', esp: 'El mínimo es {min}', th: 'ขั้นต่ำคือ {min}' },
  'mining.field.amount_max': { en: 'The maximum is {max}', zh: '最高数量为 {max}', hk: '最高數量為 {max}', jp: '最大数量は {max} です', kr: '최대 수량은 {max}입니다', esp: 'El máximo es {max}', th: 'สูงสุดคือ {max}' },
} satisfies Record<string, Localized>;
