import type { Localized } from '../languages.ts';

// Messages of the proof of liabilities (merged into ../messages.ts).
export const liabilitiesMessages = {
  'liabilities.snapshot_not_found': {
    en: 'No published snapshot has the number {id}',
    zh: '没有编号为 {id} 的已发布快照',
    hk: '沒有編號為 {id} 的已發佈快照',
    jp: '番号 {id} の公開済みスナップショットはありません',
    kr: '번호 {id}의 공개된 스냅샷이 없습니다',
    esp: 'No hay ninguna instantánea publicada con el número {id}',
    th: 'ไม่มีสแนปช็อตที่เผยแพร่แล้วหมายเลข {id}',
  },
  'liabilities.snapshot_published': {
    en: 'Snapshot published: every user can now check their balances are included',
    zh: '快照已发布：每位用户现在都可以核验自己的余额已被计入',
    hk: '快照已發佈：每位用戶現在都可以核驗自己的餘額已被計入',
    jp: 'スナップショットを公開しました。すべてのユーザーが自分の残高が含まれていることを確認できます',
    kr: '스냅샷이 공개되었습니다. 이제 모든 사용자가 자신의 잔액이 포함되었는지 확인할 수 있습니다',
    esp: 'Instantánea publicada: cada usuario ya puede comprobar que sus saldos están incluidos',
    th: 'เผยแพร่สแนปช็อตแล้ว: ผู้ใช้ทุกคนตรวจสอบได้ว่ายอดคงเหลือของตนถูกรวมไว้',
  },
  'liabilities.snapshot_refused': {
    en: "Snapshot refused: the users' balances do not match the ledger ({count} problem(s)); nothing was published",
    zh: '快照被拒绝：用户余额与账本不符（{count} 个问题），未发布任何内容',
    hk: '快照被拒絕：用戶餘額與賬本不符（{count} 個問題），未發佈任何內容',
    jp: 'スナップショットは拒否されました。ユーザー残高が台帳と一致しません（問題 {count} 件）。何も公開されていません',
    kr: '스냅샷이 거부되었습니다. 사용자 잔액이 원장과 일치하지 않습니다(문제 {count}건). 아무것도 공개되지 않았습니다',
    esp: 'Instantánea rechazada: los saldos de los usuarios no coinciden con el libro ({count} problema(s)); no se publicó nada',
    th: 'ปฏิเสธสแนปช็อต: ยอดคงเหลือของผู้ใช้ไม่ตรงกับบัญชีแยกประเภท ({count} ปัญหา) จึงไม่มีการเผยแพร่ใดๆ',
  },
} satisfies Record<string, Localized>;
