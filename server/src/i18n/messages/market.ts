import type { Localized } from '../languages.ts';

// Messages of the market and spot areas, in all seven languages (merged into ../messages.ts).
export const marketMessages = {
  'market.unknown_pair': { en: 'This trading pair does not exist', zh: '该交易对不存在', hk: '該交易對不存在', jp: 'この取引ペアは存在しません', kr: '존재하지 않는 거래쌍입니다', esp: 'Este par de negociación no existe', th: 'ไม่มีคู่เทรดนี้' },
  'spot.insufficient_balance': { en: 'Insufficient balance', zh: '余额不足', hk: '餘額不足', jp: '残高が不足しています', kr: '잔액이 부족합니다', esp: 'Saldo insuficiente', th: 'ยอดเงินคงเหลือไม่เพียงพอ' },
  'spot.insufficient_sellable': { en: 'Insufficient sellable balance', zh: '可卖余额不足', hk: '可賣餘額不足', jp: '売却可能な残高が不足しています', kr: '매도 가능 잔액이 부족합니다', esp: 'Saldo vendible insuficiente', th: 'ยอดที่ขายได้ไม่เพียงพอ' },
  'spot.amount_too_small': { en: 'The order is too small', zh: '委托数量过小', hk: '委託數量過小', jp: '注文数量が少なすぎます', kr: '주문 수량이 너무 적습니다', esp: 'La orden es demasiado pequeña', th: 'คำสั่งซื้อขายมีขนาดเล็กเกินไป' },
  'spot.not_waiting': { en: 'This order can no longer be changed', zh: '该委托已无法修改', hk: '該委託已無法修改', jp: 'この注文はもう変更できません', kr: '이 주문은 더 이상 변경할 수 없습니다', esp: 'Esta orden ya no se puede modificar', th: 'ไม่สามารถแก้ไขคำสั่งนี้ได้แล้ว' },
  'spot.filled': { en: 'Order filled', zh: '委托已成交', hk: '委託已成交', jp: '注文が約定しました', kr: '주문이 체결되었습니다', esp: 'Orden ejecutada', th: 'คำสั่งจับคู่สำเร็จแล้ว' },
  'spot.placed': { en: 'Order placed', zh: '委托已提交', hk: '委託已提交', jp: '注文を受け付けました', kr: '주문이 접수되었습니다', esp: 'Orden enviada', th: 'ส่งคำสั่งแล้ว' },
  'spot.amended': { en: 'Order updated', zh: '委托已修改', hk: '委託已修改', jp: '注文を変更しました', kr: '주문이 수정되었습니다', esp: 'Orden modificada', th: 'แก้ไขคำสั่งแล้ว' },
  'spot.cancelled': { en: 'Order cancelled', zh: '委托已撤销', hk: '委託已撤銷', jp: '注文を取り消しました', kr: '주문이 취소되었습니다', esp: 'Orden cancelada', th: 'ยกเลิกคำสั่งแล้ว' },
  'spot.field.price_required': { en: 'Please enter the price', zh: '请输入价格', hk: '請輸入價格', jp: '価格を入力してください', kr: '가격을 입력해 주세요', esp: 'Introduce el precio', th: 'กรุณากรอกราคา' },
  'spot.field.price_places': {
    en: 'Enter a price greater than 0 with at most {places} decimal places',
    zh: '请输入大于 0 且最多 {places} 位小数的价格',
    hk: '請輸入大於 0 且最多 {places} 位小數的價格',
    jp: '0より大きく、小数点以下{places}桁以内の価格を入力してください',
    kr: '0보다 크고 소수점 이하 {places}자리 이내의 가격을 입력해 주세요',
    esp: 'Introduce un precio mayor que 0 con un máximo de {places} decimales',
    th: 'กรุณากรอกราคาที่มากกว่า 0 และมีทศนิยมไม่เกิน {places} ตำแหน่ง',
  },
  'spot.field.quantity_places': {
    en: 'Enter a quantity greater than 0 with at most {places} decimal places',
    zh: '请输入大于 0 且最多 {places} 位小数的数量',
    hk: '請輸入大於 0 且最多 {places} 位小數的數量',
    jp: '0より大きく、小数点以下{places}桁以内の数量を入力してください',
    kr: '0보다 크고 소수점 이하 {places}자리 이내의 수량을 입력해 주세요',
    esp: 'Introduce una cantidad mayor que 0 con un máximo de {places} decimales',
    th: 'กรุณากรอกจำนวนที่มากกว่า 0 และมีทศนิยมไม่เกิน {places} ตำแหน่ง',
  },
} satisfies Record<string, Localized>;
