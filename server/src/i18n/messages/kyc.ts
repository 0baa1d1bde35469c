import type { Localized } from '../languages.ts';

// Messages of the kyc area, in all seven languages (merged into ../messages.ts).
export const kycMessages = {
  'kyc.uploaded': { en: 'Upload successful', zh: '上传成功', hk: '上載成功', jp: 'アップロードしました', kr: '업로드되었습니다', esp: 'Imagen subida', th: 'อัปโหลดสำเร็จ' },
  'kyc.submitted': {
    en: 'Submitted. Your verification is under review',
    zh: '提交成功，认证审核中',
    hk: '提交成功，認證審核中',
    jp: '送信しました。本人確認を審査中です',
    kr: '제출되었습니다. 인증 심사 중입니다',
    esp: 'Enviado. Tu verificación está en revisión',
    th: 'ส่งข้อมูลแล้ว อยู่ระหว่างการตรวจสอบยืนยันตัวตน',
  },
  'kyc.error.file_too_large': { en: 'Out of allowable file size', zh: '超出允许的文件大小', hk: '超出允許的檔案大小', jp: 'ファイルサイズが上限を超えています', kr: '허용된 파일 크기를 초과했습니다', esp: 'El archivo supera el tamaño permitido', th: 'ไฟล์มีขนาดเกินกว่าที่อนุญาต' },
  'kyc.error.file_type': {
    en: 'Only JPEG, PNG or WebP images can be uploaded',
    zh: '仅支持上传 JPEG、PNG 或 WebP 格式的图片',
    hk: '僅支援上載 JPEG、PNG 或 WebP 格式的圖片',
    jp: 'アップロードできるのは JPEG、PNG、WebP 形式の画像のみです',
    kr: 'JPEG, PNG, WebP 형식의 이미지만 업로드할 수 있습니다',
    esp: 'Solo se pueden subir imágenes JPEG, PNG o WebP',
    th: 'อัปโหลดได้เฉพาะรูปภาพ JPEG, PNG หรือ WebP เท่านั้น',
  },
  'kyc.error.upload_unknown': { en: 'Please upload this photo again', zh: '请重新上传此照片', hk: '請重新上載此相片', jp: 'この写真をもう一度アップロードしてください', kr: '이 사진을 다시 업로드해 주세요', esp: 'Vuelve a subir esta foto', th: 'กรุณาอัปโหลดรูปภาพนี้อีกครั้ง' },
  'kyc.error.under_review': {
    en: 'Your verification is already under review',
    zh: '您的认证正在审核中',
    hk: '您的認證正在審核中',
    jp: '本人確認はすでに審査中です',
    kr: '인증이 이미 심사 중입니다',
    esp: 'Tu verificación ya está en revisión',
    th: 'การยืนยันตัวตนของคุณอยู่ระหว่างการตรวจสอบแล้ว',
  },
  'kyc.error.already_verified': { en: 'You are already verified at this level', zh: '您已完成该级别认证', hk: '您已完成此級別認證', jp: 'このレベルの本人確認はすでに完了しています', kr: '이미 이 단계의 인증을 완료했습니다', esp: 'Ya has completado este nivel de verificación', th: 'คุณยืนยันตัวตนระดับนี้เรียบร้อยแล้ว' },
  'kyc.error.basic_first': {
    en: 'Complete primary identity verification first',
    zh: '请先完成初级身份认证',
    hk: '請先完成初級身份認證',
    jp: '先に基本の本人確認を完了してください',
    kr: '먼저 기본 신원 인증을 완료해 주세요',
    esp: 'Primero completa la verificación de identidad básica',
    th: 'กรุณายืนยันตัวตนขั้นพื้นฐานให้เสร็จก่อน',
  },
} satisfies Record<string, Localized>;
