// The browser's camera, canvas and connection as a phone gives them, which jsdom lacks: a
// front camera that opens (or is refused), frames that encode as JPEG, a 3G connection.

type Camera = { opened: number };

const define = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, configurable: true, writable: true });

/**
 * A phone on 3G (so the check runs on timed prompts, without downloading the guidance) whose
 * front camera opens, or is refused as a guest who taps "Block" refuses it.
 */
export const aPhoneCamera = ({ refused = false } = {}): Camera => {
  const camera = { opened: 0 };
  define(navigator, 'connection', { effectiveType: '3g', saveData: false });
  define(navigator, 'mediaDevices', {
    getUserMedia: () => {
      camera.opened++;
      return refused
        ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
        : Promise.resolve({ getTracks: () => [{ stop: () => undefined }] });
    },
  });
  define(HTMLMediaElement.prototype, 'play', () => Promise.resolve());
  define(HTMLCanvasElement.prototype, 'getContext', () => ({ drawImage: () => undefined }));
  define(HTMLCanvasElement.prototype, 'toBlob', (done: (blob: Blob) => void, type: string) =>
    done(new Blob([new Uint8Array(1024)], { type })),
  );
  return camera;
};
