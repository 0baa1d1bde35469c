import type { Localized } from '../languages.ts';

// Messages of the options and leverage areas, in all seven languages (merged into ../messages.ts).
export const derivativesMessages = {
  'options.bought': { en: 'Order placed', zh: '下单成功', hk: '下單成功', jp: '注文しました', kr: '주문이 완료되었습니다', esp: 'Orden realizada', th: 'ส่งคำสั่งสำเร็จ' },
  'options.time_required': { en: 'please select option time first', zh: '请先选择期权时间', hk: '請先選擇期權時間', jp: '先にオプション期間を選択してください', kr: '먼저 옵션 시간을 선택해 주세요', esp: 'Primero selecciona el plazo de la opción', th: 'กรุณาเลือกระยะเวลาออปชันก่อน' },
  'options.time_unknown': { en: 'This option time is not available', zh: '该期权时间不可用', hk: '該期權時間不可用', jp: 'このオプション期間は利用できません', kr: '사용할 수 없는 옵션 시간입니다', esp: 'Este plazo de opción no está disponible', th: 'ไม่มีระยะเวลาออปชันนี้' },
  'options.quantity_empty': { en: 'quantity empty', zh: '数量不能为空', hk: '數量不能為空', jp: '数量を入力してください', kr: '수량을 입력해 주세요', esp: 'La cantidad está vacía', th: 'กรุณากรอกจำนวน' },
  'options.quantity_invalid': { en: 'Enter a valid quantity', zh: '请输入有效的数量', hk: '請輸入有效的數量', jp: '有効な数量を入力してください', kr: '올바른 수량을 입력해 주세요', esp: 'Introduce una cantidad válida', th: 'กรุณากรอกจำนวนที่ถูกต้อง' },
  'options.quantity_min': { en: 'quantity cannot be smaller than the minimum', zh: '数量不能小于最小值', hk: '數量不能小於最小值', jp: '数量は最小値を下回ることはできません', kr: '수량은 최소값보다 작을 수 없습니다', esp: 'La cantidad no puede ser inferior al mínimo', th: 'จำนวนต้องไม่น้อยกว่าขั้นต่ำ' },
  'options.insufficient_balance': { en: 'Insufficient balance', zh: '余额不足', hk: '餘額不足', jp: '残高が不足しています', kr: '잔액이 부족합니다', esp: 'Saldo insuficiente', th: 'ยอดเงินคงเหลือไม่เพียงพอ' },
  'options.kyc_required': { en: 'Your account has not been authenticated', zh: '您的账户尚未认证', hk: '您的帳戶尚未認證', jp: 'アカウントの本人確認が完了していません', kr: '계정 인증이 완료되지 않았습니다', esp: 'Tu cuenta no ha sido verificada', th: 'บัญชีของคุณยังไม่ได้รับการยืนยันตัวตน' },
  'options.currency_unknown': { en: 'This currency cannot be used for options', zh: '该币种不能用于期权', hk: '該幣種不能用於期權', jp: 'この通貨はオプションに使用できません', kr: '이 코인은 옵션에 사용할 수 없습니다', esp: 'Esta moneda no se puede usar en opciones', th: 'ไม่สามารถใช้เหรียญนี้กับออปชันได้' },
  'options.pair_unknown': { en: 'This trading pair is not available', zh: '该交易对不可用', hk: '該交易對不可用', jp: 'この取引ペアは利用できません', kr: '사용할 수 없는 거래쌍입니다', esp: 'Este par de trading no está disponible', th: 'ไม่มีคู่เทรดนี้' },
  'lever.opened': { en: 'Position opened', zh: '开仓成功', hk: '開倉成功', jp: 'ポジションを建てました', kr: '포지션이 열렸습니다', esp: 'Posición abierta', th: 'เปิดสถานะแล้ว' },
  'lever.closed': { en: 'Position closed', zh: '平仓成功', hk: '平倉成功', jp: 'ポジションを決済しました', kr: '포지션이 청산되었습니다', esp: 'Posición cerrada', th: 'ปิดสถานะแล้ว' },
  'lever.stops_set': { en: 'Stop prices updated', zh: '止盈止损已更新', hk: '止盈止損已更新', jp: '利確・損切り価格を更新しました', kr: '익절·손절 가격이 변경되었습니다', esp: 'Precios de stop actualizados', th: 'อัปเดตราคาทำกำไรและตัดขาดทุนแล้ว' },
  'lever.lots_min': { en: 'Leverage minimum: 1 lot', zh: '杠杆最低 1 手', hk: '槓桿最低 1 手', jp: 'レバレッジ取引は最低 1 ロットです', kr: '레버리지 최소 1랏', esp: 'Apalancamiento mínimo: 1 lote', th: 'เลเวอเรจขั้นต่ำ 1 ล็อต' },
  'lever.multiple_unknown': { en: 'This multiple is not available', zh: '该倍数不可用', hk: '該倍數不可用', jp: 'この倍率は利用できません', kr: '사용할 수 없는 배수입니다', esp: 'Este multiplicador no está disponible', th: 'ไม่มีตัวคูณนี้' },
  'lever.pair_unknown': { en: 'This trading pair is not available', zh: '该交易对不可用', hk: '該交易對不可用', jp: 'この取引ペアは利用できません', kr: '사용할 수 없는 거래쌍입니다', esp: 'Este par de trading no está disponible', th: 'ไม่มีคู่เทรดนี้' },
  'lever.stop_profit_side': { en: 'The stop-profit price must be on the profit side of the current price', zh: '止盈价格必须在当前价格的盈利一侧', hk: '止盈價格必須在當前價格的盈利一側', jp: '利確価格は現在価格より利益側に設定してください', kr: '익절 가격은 현재 가격보다 수익 쪽이어야 합니다', esp: 'El precio de toma de ganancias debe estar del lado de la ganancia respecto al precio actual', th: 'ราคาทำกำไรต้องอยู่ฝั่งกำไรของราคาปัจจุบัน' },
  'lever.stop_loss_side': { en: 'The stop-loss price must be on the loss side of the current price', zh: '止损价格必须在当前价格的亏损一侧', hk: '止損價格必須在當前價格的虧損一側', jp: '損切り価格は現在価格より損失側に設定してください', kr: '손절 가격은 현재 가격보다 손실 쪽이어야 합니다', esp: 'El precio de stop loss debe estar del lado de la pérdida respecto al precio actual', th: 'ราคาตัดขาดทุนต้องอยู่ฝั่งขาดทุนของราคาปัจจุบัน' },
  'lever.insufficient_balance': { en: 'Insufficient balance', zh: '余额不足', hk: '餘額不足', jp: '残高が不足しています', kr: '잔액이 부족합니다', esp: 'Saldo insuficiente', th: 'ยอดเงินคงเหลือไม่เพียงพอ' },
  'lever.not_holding': { en: 'This position is no longer open', zh: '该持仓已结束', hk: '該持倉已結束', jp: 'このポジションはすでに決済されています', kr: '이미 종료된 포지션입니다', esp: 'Esta posición ya no está abierta', th: 'สถานะนี้ปิดไปแล้ว' },
} satisfies Record<string, Localized>;
