import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useUserMyPoster,
  useUserMyShare,
} from '../../../api/generated/endpoints/referral/referral';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { showToast } from '../../../components/imperative/toast';
import { Sheet } from '../../../components/Sheet/Sheet';
import { drawPoster } from './drawPoster';
import { useCopy } from './useCopy';
import styles from './promotion.module.css';

/** Save the poster: a download of the PNG (a long-press on the picture also works on phones). */
function savePicture(url: string): boolean {
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = 'invite-poster.png';
    document.body.appendChild(a);
    a.click();
    a.remove();
    return true;
  } catch {
    return false;
  }
}

/** The invite poster in a bottom sheet (the shared modal Sheet): save it or share the link. */
export function PosterSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('promotion');
  const poster = useUserMyPoster({ query: { enabled: visible } });
  const share = useUserMyShare({ query: { enabled: visible } });
  const copy = useCopy();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!poster.data) return;
    let live = true;
    drawPoster({
      title: poster.data.title,
      subtitle: poster.data.subtitle,
      background: poster.data.background_text,
      codeLabel: t('promotion:inviteCode'),
      code: poster.data.invite_code,
      link: poster.data.invite_link,
    }).then(
      (url) => live && setImage(url),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [poster.data, t]);

  const onShare = async () => {
    const data = share.data;
    if (!data) return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: data.title, text: data.text, url: data.invite_link });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the user closed the share sheet
      }
    }
    await copy(data.text);
  };

  let body;
  if (poster.isError || failed) body = <ErrorState message={t('promotion:previewFailed')} />;
  else if (!image) body = <Skeleton.Paragraph lineCount={8} animated aria-busy="true" />;
  else
    body = (
      <img
        className={styles.poster}
        src={image}
        alt={t('promotion:posterAlt')}
        onError={() => setFailed(true)}
      />
    );

  return (
    <Sheet open={visible} title={t('promotion:poster')} onClose={onClose}>
      {body}
      <div className={styles.actions}>
        <Button
          color="primary"
          disabled={!image}
          onClick={() => {
            if (!image || !savePicture(image)) void showToast(t('promotion:saveFailed'));
          }}
        >
          {t('promotion:savePicture')}
        </Button>
        <Button disabled={!share.data} onClick={() => void onShare()}>
          {t('promotion:share')}
        </Button>
      </div>
    </Sheet>
  );
}
