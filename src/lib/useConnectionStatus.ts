import { useEffect, useState } from "react";
import { useConvex } from "convex/react";

/**
 * Whether saves can reach the server: the browser says it is online and the Convex WebSocket is
 * connected (before the first connection the socket is given the benefit of the doubt).
 */
export function useIsOnline(): boolean {
  const convex = useConvex();
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const [socketUp, setSocketUp] = useState(true);

  useEffect(() => {
    const update = () => setBrowserOnline(navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);

  useEffect(() => {
    if (typeof convex?.subscribeToConnectionState !== "function") return;
    const apply = (state: { hasEverConnected: boolean; isWebSocketConnected: boolean }) => setSocketUp(!state.hasEverConnected || state.isWebSocketConnected);
    apply(convex.connectionState());
    return convex.subscribeToConnectionState(apply);
  }, [convex]);

  return browserOnline && socketUp;
}
