// Images an OTC order shows to the other party: the payment voucher and the appeal voucher to the
// counterparty of that order, and the seller's Alipay/WeChat QR codes to the buyer while the order
// shows them where to pay (the same rule as `receiving`). Registered with the uploads module.
import { rows, sql, array } from '../../ledger/sql.ts';
import { registerUploadAccess, type UploadAccessCheck } from '../uploads/access.ts';
import { RECEIVING_VISIBLE_TO_BUYER } from './present-order.ts';

export const otcUploadAccess: UploadAccessCheck = async (db, viewerId, upload) => {
  const found = await rows(
    db,
    sql`
    SELECT 1 FROM otc_orders o
    WHERE ((o.buyer_id = ${viewerId} AND o.seller_id = ${upload.userId}) OR (o.seller_id = ${viewerId} AND o.buyer_id = ${upload.userId}))
      AND (o.payment_voucher_upload_id = ${upload.id}
        OR EXISTS (SELECT 1 FROM otc_appeals a WHERE a.order_id = o.id AND a.voucher_upload_id = ${upload.id}))
    UNION ALL
    SELECT 1 FROM otc_orders o JOIN payment_methods m ON m.user_id = o.seller_id AND m.kind = ANY(o.pay_kinds)
    WHERE o.buyer_id = ${viewerId} AND o.seller_id = ${upload.userId} AND m.qr_upload_id = ${upload.id}
      AND o.status = ANY(${array(RECEIVING_VISIBLE_TO_BUYER)}::text[])
    LIMIT 1`,
  );
  return found.length > 0;
};

registerUploadAccess(otcUploadAccess);
