import { toDataURL } from 'qrcode';
import { fonts, light } from '../../../components/theme/tokens';

export interface PosterText {
  title: string;
  subtitle: string;
  background: string;
  codeLabel: string;
  code: string;
  link: string;
}

const W = 750;
const H = 1060;

function wrap(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  max: number,
  line: number,
) {
  // CJK and Thai have no spaces: break per character when a word does not fit.
  let row = '';
  for (const ch of Array.from(text)) {
    if (ctx.measureText(row + ch).width > max && row) {
      ctx.fillText(row, x, y);
      row = ch.trim() ? ch : '';
      y += line;
    } else row += ch;
  }
  if (row) ctx.fillText(row, x, y);
}

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image failed'));
    img.src = src;
  });

/** Draws the invite poster (text and the link's QR code) on a canvas; resolves to a PNG data URL. */
export async function drawPoster(text: PosterText): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const bg = ctx.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, light.accent);
  bg.addColorStop(1, light.posterEnd);
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = light.onAccent;
  ctx.textAlign = 'center';
  ctx.font = `bold 56px ${fonts.sans}`;
  wrap(ctx, text.title, W / 2, 170, W - 120, 70);
  ctx.font = `32px ${fonts.sans}`;
  ctx.globalAlpha = 0.85;
  wrap(ctx, text.background, W / 2, 300, W - 140, 44);
  ctx.globalAlpha = 1;
  ctx.fillStyle = light.qrBackground;
  ctx.fillRect(175, 430, 400, 400);
  const qr = await loadImage(await toDataURL(text.link, { margin: 1, width: 360 }));
  ctx.drawImage(qr, 195, 450, 360, 360);
  ctx.fillStyle = light.onAccent;
  ctx.font = `30px ${fonts.sans}`;
  ctx.fillText(text.subtitle, W / 2, 900);
  ctx.font = `bold 44px ${fonts.sans}`;
  ctx.fillText(`${text.codeLabel} ${text.code}`, W / 2, 980);
  return canvas.toDataURL('image/png');
}
