import { useCallback, useEffect, useState } from 'react';
import {
  currentPushSubscription,
  disablePush,
  enablePush,
  pushSupport,
  type EnablePushResult,
  type PushSupport,
} from './push';

export interface PushState {
  /** What the browser allows (see pushSupport). */
  support: PushSupport;
  /** This browser is subscribed (pushes reach it). */
  on: boolean;
  /** Turning on or off, or still finding out whether it is on. */
  busy: boolean;
  enable: () => Promise<EnablePushResult>;
  disable: () => Promise<void>;
}

/** Push on this device for a settings switch: its state, and turning it on and off. */
export function usePushState(): PushState {
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(() => pushSupport() === 'granted');

  useEffect(() => {
    if (pushSupport() !== 'granted') return;
    let live = true;
    currentPushSubscription().then(
      (subscription) => {
        if (!live) return;
        setOn(subscription !== null);
        setBusy(false);
      },
      () => live && setBusy(false),
    );
    return () => {
      live = false;
    };
  }, []);

  const enable = useCallback(async () => {
    setBusy(true);
    try {
      const result = await enablePush();
      setOn(result === 'on');
      return result;
    } finally {
      setSupport(pushSupport());
      setBusy(false);
    }
  }, []);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      await disablePush();
      setOn(false);
    } finally {
      setSupport(pushSupport());
      setBusy(false);
    }
  }, []);

  return { support, on, busy, enable, disable };
}
