import type { Localized } from '../languages.ts';

// Messages of the exchange area, in all seven languages (merged into ../messages.ts).
export const exchangeMessages = {
  'exchange.flash_done': { en: 'Exchange completed', zh: '闪兑成功', hk: '閃兌成功', jp: '交換が完了しました', kr: '환전이 완료되었습니다', esp: 'Intercambio completado', th: 'แลกเปลี่ยนสำเร็จ' },
  'exchange.gift_sent': { en: 'Transfer sent', zh: '转账成功', hk: '轉帳成功', jp: '送金しました', kr: '송금이 완료되었습니다', esp: 'Transferencia enviada', th: 'โอนสำเร็จแล้ว' },
  'exchange.insufficient_balance': { en: 'Insufficient balance', zh: '余额不足', hk: '餘額不足', jp: '残高が不足しています', kr: '잔액이 부족합니다', esp: 'Saldo insuficiente', th: 'ยอดเงินคงเหลือไม่เพียงพอ' },
  'exchange.password_wrong': { en: 'Incorrect password', zh: '密码错误', hk: '密碼錯誤', jp: 'パスワードが正しくありません', kr: '비밀번호가 올바르지 않습니다', esp: 'Contraseña incorrecta', th: 'รหัสผ่านไม่ถูกต้อง' },
  'exchange.password_throttled': {
    en: 'Too many wrong passwords. Please try again in {minutes} minutes',
    zh: '密码错误次数过多，请 {minutes} 分钟后再试',
    hk: '密碼錯誤次數過多，請 {minutes} 分鐘後再試',
    jp: 'パスワードの誤入力が多すぎます。{minutes} 分後にもう一度お試しください',
    kr: '비밀번호 오류 횟수가 너무 많습니다. {minutes}분 후에 다시 시도해 주세요',
    esp: 'Demasiadas contraseñas incorrectas. Inténtalo de nuevo dentro de {minutes} minutos',
    th: 'ใส่รหัสผ่านผิดหลายครั้งเกินไป กรุณาลองใหม่ในอีก {minutes} นาที',
  },
  'exchange.amount_too_small': { en: 'The amount is too small', zh: '数量过小', hk: '數量過小', jp: '数量が少なすぎます', kr: '수량이 너무 적습니다', esp: 'La cantidad es demasiado pequeña', th: 'จำนวนน้อยเกินไป' },
  'exchange.recipient_invalid': {
    en: 'This transfer cannot be made to that e-mail',
    zh: '无法向该邮箱转账',
    hk: '無法向該電郵轉帳',
    jp: 'このメールアドレスには送金できません',
    kr: '해당 이메일로는 송금할 수 없습니다',
    esp: 'No se puede transferir a ese correo electrónico',
    th: 'ไม่สามารถโอนไปยังอีเมลนี้ได้',
  },
  'exchange.gift_self': { en: 'You cannot transfer to yourself', zh: '不能转账给自己', hk: '不能轉帳給自己', jp: '自分自身には送金できません', kr: '본인에게는 송금할 수 없습니다', esp: 'No puedes transferirte a ti mismo', th: 'ไม่สามารถโอนให้ตัวเองได้' },
  'exchange.no_market': { en: 'This coin cannot be exchanged now', zh: '该币种暂不支持兑换', hk: '該幣種暫不支援兌換', jp: 'この通貨は現在交換できません', kr: '이 코인은 현재 환전할 수 없습니다', esp: 'Esta moneda no se puede intercambiar ahora', th: 'ขณะนี้ไม่สามารถแลกเปลี่ยนเหรียญนี้ได้' },
  'exchange.field.coin_unknown': { en: 'Unknown coin', zh: '未知币种', hk: '未知幣種', jp: '不明な通貨です', kr: '알 수 없는 코인입니다', esp: 'Moneda desconocida', th: 'ไม่รู้จักเหรียญนี้' },
  'exchange.field.same_coin': { en: 'Choose two different coins', zh: '请选择两种不同的币种', hk: '請選擇兩種不同的幣種', jp: '異なる2つの通貨を選択してください', kr: '서로 다른 두 코인을 선택해 주세요', esp: 'Elige dos monedas distintas', th: 'กรุณาเลือกเหรียญสองชนิดที่ต่างกัน' },
  'exchange.field.amount_places': {
    en: 'Enter an amount greater than 0 with at most {places} decimal places',
    zh: '请输入大于 0 且最多 {places} 位小数的数量',
    hk: '請輸入大於 0 且最多 {places} 位小數的數量',
    jp: '0より大きく、小数点以下{places}桁以内の数量を入力してください',
    kr: '0보다 크고 소수점 이하 {places}자리 이내의 수량을 입력해 주세요',
    esp: 'Introduce una cantidad mayor que 0 con un máximo de {places} decimales',
    th: 'กรุณากรอกจำนวนที่มากกว่า 0 และมีทศนิยมไม่เกิน {places} ตำแหน่ง',
  },
} satisfies Record<string, Localized>;
