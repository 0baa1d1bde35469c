import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { marketSocket, type SocketFrame } from './socket';

/** Calls `onFrame` for every frame of `topic` while mounted (null: nothing). */
export function useSocketTopic(topic: string | null, onFrame: (frame: SocketFrame) => void): void {
  const latest = useRef(onFrame);
  useEffect(() => {
    latest.current = onFrame;
  });
  useEffect(() => {
    if (!topic) return;
    return marketSocket().subscribe(topic, (frame) => latest.current(frame));
  }, [topic]);
}

/** Refetches the given queries after a reconnect or a lost frame (resync), and on user events. */
export function useSocketResync(
  queryKeys: readonly (readonly unknown[])[],
  userEvents = false,
): void {
  const client = useQueryClient();
  const keys = useRef(queryKeys);
  useEffect(() => {
    keys.current = queryKeys;
  });
  useEffect(() => {
    const refetch = () => {
      for (const queryKey of keys.current) void client.invalidateQueries({ queryKey });
    };
    const socket = marketSocket();
    const offResync = socket.onResync(refetch);
    const offUser = userEvents ? socket.onUser(refetch) : undefined;
    return () => {
      offResync();
      offUser?.();
    };
  }, [client, userEvents]);
}
