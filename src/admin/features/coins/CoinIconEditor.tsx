import { App, Button, Flex, Popconfirm, Typography, Upload } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAdminCoinsQueryKey,
  useAdminCoinIconRemove,
  useAdminCoinIconSet,
} from '../../api/generated/endpoints/admin-coins/admin-coins';
import type { AdminCoin } from '../../api/generated/model';

/** The server's limit (coins/icon.ts): checked here first so that a big file is not sent at all. */
export const ICON_MAX_KB = 64;
const ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Upload (or replace) the coin's icon, or remove it. The server checks the bytes again. */
export function CoinIconEditor({ coin }: { coin: AdminCoin }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const refresh = {
    onSuccess: () => client.invalidateQueries({ queryKey: getAdminCoinsQueryKey() }),
  };
  const set = useAdminCoinIconSet({ mutation: refresh });
  const remove = useAdminCoinIconRemove({ mutation: refresh });

  const upload = async (file: File) => {
    if (!ICON_TYPES.includes(file.type)) return void message.error(t('coins.icon.type'));
    if (file.size > ICON_MAX_KB * 1024)
      return void message.error(t('coins.icon.too_large', { max: ICON_MAX_KB }));
    try {
      await set.mutateAsync({ id: coin.id, data: { file } });
      void message.success(t('coins.icon.saved'));
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  const drop = async () => {
    try {
      await remove.mutateAsync({ id: coin.id });
      void message.success(t('coins.icon.removed'));
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center" wrap>
        <Upload
          accept={ICON_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false; // sent by the mutation above, not by the Upload's own request
          }}
        >
          <Button size="small" loading={set.isPending}>
            {t(coin.icon_url ? 'coins.icon.replace' : 'coins.icon.upload')}
          </Button>
        </Upload>
        {coin.icon_url && (
          <Popconfirm
            title={t('coins.icon.remove_title', { symbol: coin.symbol })}
            okText={t('coins.icon.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('coins.cancel')}
            onConfirm={drop}
          >
            <Button size="small" danger loading={remove.isPending}>
              {t('coins.icon.remove')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <Typography.Text type="secondary">
        {t('coins.icon.hint', { max: ICON_MAX_KB })}
      </Typography.Text>
    </Flex>
  );
}
